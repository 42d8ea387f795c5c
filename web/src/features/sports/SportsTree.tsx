import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CountryFlag } from '../../ui/CountryFlag.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useEntityNames } from '../../ui/use-entity-name.ts';
import { client } from '../../api/client.ts';
import { chipRange } from './time-chips.ts';
import './sports-tree.css';

type Range = { from: string; to: string };
const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * Desktop: sports, their countries and leagues as a tree beside the page (WAI-ARIA tree pattern:
 * one tab stop, arrow keys move and open, Enter opens the list). Choosing an item leads to the
 * pre-match list of that sport, country or league.
 */
export default function SportsTree() {
  const { t } = useTranslation();
  const names = useEntityNames();
  const { lang = 'tr' } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSports = /\/sports\/?$/.test(pathname);
  const sid = onSports ? num(params.get('sid')) : undefined;
  const cid = onSports ? num(params.get('cid')) : undefined;
  const tid = onSports ? num(params.get('tid')) : undefined;
  // The window is fixed for the tree's life, so its lists are not fetched again on every render.
  const range = useMemo(() => chipRange('all', Date.now()), []);
  const sports = useApi(client.sports.list, range);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const ref = useRef<HTMLUListElement>(null);

  // What the page shows stays open in the tree.
  useEffect(() => {
    if (sid === undefined) return;
    setOpen((o) => {
      const next = new Set(o).add(`s${sid}`);
      if (cid !== undefined) next.add(`c${sid}-${cid}`);
      return next.size === o.size ? o : next;
    });
  }, [sid, cid]);

  const list = (sports.data?.results ?? []).filter((s) => s.matchCount > 0);
  const tabKey = focusKey ?? (sid !== undefined ? `s${sid}` : list[0] ? `s${list[0].id}` : null);

  const go = (q: Record<string, number>) =>
    void navigate(
      `/${lang}/sports?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
    );
  const toggle = (key: string, to?: boolean) =>
    setOpen((o) => {
      const next = new Set(o);
      if (to ?? !o.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [])];
    const current = (e.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (!current) return;
    const i = items.indexOf(current);
    const key = current.dataset['key']!;
    const expanded = current.getAttribute('aria-expanded');
    // In a right-to-left page the tree opens towards the left.
    const rtl = getComputedStyle(current).direction === 'rtl';
    const inward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const outward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let target: HTMLElement | undefined;
    if (e.key === 'ArrowDown') target = items[i + 1];
    else if (e.key === 'ArrowUp') target = items[i - 1];
    else if (e.key === 'Home') target = items[0];
    else if (e.key === 'End') target = items.at(-1);
    else if (e.key === inward) {
      if (expanded === 'false') toggle(key, true);
      else if (expanded === 'true') target = items[i + 1];
    } else if (e.key === outward) {
      if (expanded === 'true') toggle(key, false);
      else target = current.parentElement?.closest<HTMLElement>('[role="treeitem"]') ?? undefined;
    } else if (e.key === 'Enter' || e.key === ' ') current.querySelector<HTMLElement>('.tree-row')?.click();
    else return;
    e.preventDefault();
    e.stopPropagation();
    if (target) {
      setFocusKey(target.dataset['key']!);
      target.focus();
    }
  };

  const item = (p: {
    key: string;
    level: number;
    label: string;
    flag?: string;
    count: number;
    selected: boolean;
    expandable: boolean;
    onPick: () => void;
    children?: ReactNode;
    testId: string;
  }) => {
    const expanded = p.expandable ? open.has(p.key) : undefined;
    return (
      <li
        key={p.key}
        role="treeitem"
        data-key={p.key}
        data-testid={p.testId}
        aria-level={p.level}
        aria-selected={p.selected}
        aria-expanded={expanded}
        tabIndex={p.key === tabKey ? 0 : -1}
        onFocus={(e) => {
          if (e.target === e.currentTarget) setFocusKey(p.key);
        }}
      >
        <span
          className="tree-row"
          onClick={(e) => {
            e.stopPropagation();
            p.onPick();
            if (p.expandable) toggle(p.key, p.selected ? !expanded : true);
          }}
        >
          {p.expandable && <span className={`tree-caret${expanded ? ' open' : ''}`} aria-hidden="true" />}
          {p.flag !== undefined && <CountryFlag code={p.flag} />}
          <span className="tree-label">{p.label}</span>
          <span className="count">{p.count}</span>
        </span>
        {expanded && p.children}
      </li>
    );
  };

  return (
    <nav className="sports-tree" aria-label={t('sports.sports')} data-testid="sports-tree">
      <ul role="tree" aria-label={t('sports.sports')} ref={ref} onKeyDown={onKeyDown}>
        {list.map((s) =>
          item({
            key: `s${s.id}`,
            level: 1,
            label: names.sport(s.id, s.name),
            count: s.matchCount,
            selected: s.id === sid && cid === undefined,
            expandable: true,
            onPick: () => go({ sid: s.id }),
            testId: 'tree-sport',
            children: (
              <Categories sportId={s.id} range={range}>
                {(c) =>
                  item({
                    key: `c${s.id}-${c.id}`,
                    level: 2,
                    label: names.country(c.id, c.name),
                    flag: c.flag,
                    count: c.matchCount,
                    selected: c.id === cid && tid === undefined,
                    expandable: true,
                    onPick: () => go({ sid: s.id, cid: c.id }),
                    testId: 'tree-category',
                    children: (
                      <Tournaments sportId={s.id} categoryId={c.id} range={range}>
                        {(tn) =>
                          item({
                            key: `t${s.id}-${tn.id}`,
                            level: 3,
                            label: names.league(tn.id, tn.name),
                            count: tn.matchCount,
                            selected: tn.id === tid,
                            expandable: false,
                            onPick: () => go({ sid: s.id, cid: c.id, tid: tn.id }),
                            testId: 'tree-tournament',
                          })
                        }
                      </Tournaments>
                    ),
                  })
                }
              </Categories>
            ),
          }),
        )}
      </ul>
    </nav>
  );
}

type Category = { id: number; name: string; flag: string; matchCount: number };
type Tournament = { id: number; name: string; matchCount: number };

function Categories(p: { sportId: number; range: Range; children: (c: Category) => ReactNode }) {
  const { data } = useApi(client.sports.categories, { sportId: p.sportId }, p.range);
  return (
    <ul role="group" aria-busy={!data}>
      {(data?.results ?? []).map((c) => p.children(c))}
    </ul>
  );
}

function Tournaments(p: {
  sportId: number;
  categoryId: number;
  range: Range;
  children: (t: Tournament) => ReactNode;
}) {
  const { data } = useApi(
    client.sports.tournaments,
    { sportId: p.sportId, categoryId: p.categoryId },
    p.range,
  );
  return (
    <ul role="group" aria-busy={!data}>
      {(data?.results ?? []).map((tn) => p.children(tn))}
    </ul>
  );
}
