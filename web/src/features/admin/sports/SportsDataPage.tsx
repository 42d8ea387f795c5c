import '../panel-lists.css';
import './sports-admin.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, type CatalogueEntry, type CatalogueKind } from '@bet/shared';
import { useApi } from '../../../ui/use-api.ts';
import { useEntityNames } from '../../../ui/use-entity-name.ts';
import { panelClient } from '../panel-client.ts';
import { EntryEditor } from './EntryEditor.tsx';
import { FixtureList } from './FixtureList.tsx';

/** Rows of one tree level read at a time; "more" reads the next ones below them. */
const LEVEL_PAGE = 50;

/** The kind a node's children are, and the filter that finds them. */
const CHILD: Partial<Record<CatalogueKind, CatalogueKind>> = { sport: 'country', country: 'league' };

interface Parent {
  sportId?: number;
  categoryId?: number;
}

/**
 * The operator's sports data: sports, their countries and the countries' leagues as a tree, each
 * with its names per language, order, visibility, top flag and live delay; a league's matches
 * below it with their markets and odds, editable by hand.
 */
export default function SportsDataPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<CatalogueEntry | null>(null);
  // a saved entry is shown as saved in the tree without reading the level again
  const [saved, setSaved] = useState<Record<string, CatalogueEntry>>({});
  const current = selected ? (saved[`${selected.kind}.${selected.id}`] ?? selected) : null;

  return (
    <div className="sports-data" data-testid="sports-data">
      <section className="panel-card sports-tree-card" aria-labelledby="sports-tree-title">
        <h2 id="sports-tree-title">{t('sportsData.tree')}</h2>
        <ul className="sports-tree" data-testid="sports-tree">
          <CatalogueLevel
            kind="sport"
            parent={{}}
            selectedKey={current ? `${current.kind}.${current.id}` : ''}
            saved={saved}
            onSelect={setSelected}
          />
        </ul>
      </section>
      <div className="sports-detail">
        {current ? (
          <>
            <EntryEditor
              key={`${current.kind}.${current.id}`}
              entry={current}
              onSaved={(e) => setSaved((s) => ({ ...s, [`${e.kind}.${e.id}`]: e }))}
            />
            {current.kind === 'league' && <FixtureList key={current.id} tournamentId={current.id} />}
          </>
        ) : (
          <p className="panel-card panel-note">{t('sportsData.pick')}</p>
        )}
      </div>
    </div>
  );
}

function CatalogueLevel(props: {
  kind: CatalogueKind;
  parent: Parent;
  selectedKey: string;
  saved: Record<string, CatalogueEntry>;
  onSelect: (e: CatalogueEntry) => void;
}) {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, i) => (
        <CataloguePage
          key={i}
          {...props}
          offset={i * LEVEL_PAGE}
          last={i === pages - 1}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </>
  );
}

function CataloguePage({
  kind,
  parent,
  offset,
  last,
  onMore,
  selectedKey,
  saved,
  onSelect,
}: {
  kind: CatalogueKind;
  parent: Parent;
  offset: number;
  last: boolean;
  onMore: () => void;
  selectedKey: string;
  saved: Record<string, CatalogueEntry>;
  onSelect: (e: CatalogueEntry) => void;
}) {
  const { t } = useTranslation();
  const { data, error, loading } = useApi(
    panelClient.sportsAdmin.catalogue,
    { kind },
    {
      offset,
      limit: LEVEL_PAGE,
      ...parent,
    },
  );
  if (error && !loading)
    return (
      <li className="panel-error" role="alert">
        {error.message || t('technicalError')}
      </li>
    );
  if (!data)
    return (
      <li className="panel-note" aria-busy="true">
        {t('sportsData.loading')}
      </li>
    );
  return (
    <>
      {data.results.map((e) => {
        const entry = saved[`${e.kind}.${e.id}`] ?? e;
        return (
          <CatalogueNode
            key={e.id}
            entry={entry}
            selected={selectedKey === `${e.kind}.${e.id}`}
            selectedKey={selectedKey}
            saved={saved}
            onSelect={onSelect}
          />
        );
      })}
      {offset === 0 && data.results.length === 0 && <li className="panel-note">{t('sportsData.empty')}</li>}
      {last && offset + LEVEL_PAGE < data.totalCount && (
        <li>
          <button type="button" className="panel-btn" onClick={onMore}>
            {t('sportsData.more', { count: data.totalCount - offset - LEVEL_PAGE })}
          </button>
        </li>
      )}
    </>
  );
}

function CatalogueNode({
  entry,
  selected,
  selectedKey,
  saved,
  onSelect,
}: {
  entry: CatalogueEntry;
  selected: boolean;
  selectedKey: string;
  saved: Record<string, CatalogueEntry>;
  onSelect: (e: CatalogueEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  const names = useEntityNames();
  const lang = isLanguageCode(i18n.language) ? i18n.language : 'tr';
  const [open, setOpen] = useState(false);
  const child = CHILD[entry.kind];
  // the operator's name in the panel's language, else the site's own text for it, else the feed's
  const name =
    entry.names[lang] ||
    (entry.kind === 'team'
      ? entry.feedName
      : names.name({ kind: entry.kind, id: entry.id, name: entry.feedName }));
  const parent: Parent =
    entry.kind === 'sport'
      ? { sportId: entry.id }
      : { sportId: entry.sportId ?? undefined, categoryId: entry.id };
  return (
    <li data-testid="catalogue-node" data-kind={entry.kind} data-id={entry.id}>
      <div className={`sports-node${selected ? ' is-selected' : ''}${entry.visible ? '' : ' is-hidden'}`}>
        {child ? (
          <button
            type="button"
            className="sports-node-toggle"
            aria-expanded={open}
            aria-label={t(open ? 'sportsData.collapse' : 'sportsData.expand', { name })}
            onClick={() => setOpen(!open)}
            data-testid="catalogue-toggle"
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        ) : (
          <span className="sports-node-leaf" aria-hidden="true" />
        )}
        <button
          type="button"
          className="sports-node-name"
          aria-current={selected ? 'true' : undefined}
          onClick={() => {
            onSelect(entry);
            if (child) setOpen(true);
          }}
          data-testid="catalogue-select"
        >
          {name}
          {entry.top && <span className="sports-badge">{t('sportsData.top')}</span>}
          {!entry.visible && <span className="sports-badge is-off">{t('sportsData.hidden')}</span>}
        </button>
      </div>
      {child && open && (
        <ul>
          <CatalogueLevel
            kind={child}
            parent={parent}
            selectedKey={selectedKey}
            saved={saved}
            onSelect={onSelect}
          />
        </ul>
      )}
    </li>
  );
}
