import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { mayMoveCredit, toMinor, type NetworkNode } from '@bet/shared';
import { useSession } from '../../../state/session-store.ts';
import { useApi, useDebounced } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { CreateUserForm } from './CreateUserForm.tsx';
import { CreditDialog } from './CreditDialog.tsx';
import { panelClient } from '../panel-client.ts';
import './network.css';

/**
 * The caller's subtree as a tree that opens one level at a time (a network of any size shows
 * its first level at once), or, with a search word, the users found anywhere in it with the way
 * down to each. The users the caller carries directly (an administrator: everyone) can be given or
 * asked back credit from here.
 */
export default function NetworkPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const keyWord = useDebounced(search.trim(), 500);
  const [credit, setCredit] = useState<NetworkNode | null>(null);
  return (
    <section data-testid="panel-network">
      <CreateUserForm />
      <div className="panel-card">
        <label className="panel-search">
          {t('panel.network.search')}
          <input
            type="search"
            className="panel-input"
            value={search}
            data-testid="network-search"
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        {keyWord.length >= 2 ? (
          <SearchResults keyWord={keyWord} onCredit={setCredit} />
        ) : (
          <ul
            className="panel-tree"
            role="tree"
            aria-label={t('panel.nav.network')}
            data-testid="network-tree"
          >
            <Level parentId={undefined} depth={1} onCredit={setCredit} />
          </ul>
        )}
      </div>
      {credit && <CreditDialog user={credit} onClose={() => setCredit(null)} />}
    </section>
  );
}

function Level({
  parentId,
  depth,
  onCredit,
}: {
  parentId: number | undefined;
  depth: number;
  onCredit: (n: NetworkNode) => void;
}) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(50);
  const { data } = useApi(panelClient.dealerPanel.network, { ...(parentId ? { parentId } : {}), limit });
  if (!data) return <li className="panel-loading" aria-busy="true" />;
  if (!data.results.length && depth === 1) return <li className="panel-note">{t('panel.network.empty')}</li>;
  return (
    <>
      {data.results.map((n) => (
        <Node key={n.userId} node={n} depth={depth} onCredit={onCredit} />
      ))}
      {data.totalCount > data.results.length && (
        <li>
          <button type="button" className="panel-btn" onClick={() => setLimit((l) => Math.min(l + 50, 200))}>
            {t('panel.network.more', { count: data.totalCount - data.results.length })}
          </button>
        </li>
      )}
    </>
  );
}

function Node({
  node,
  depth,
  onCredit,
}: {
  node: NetworkNode;
  depth: number;
  onCredit: (n: NetworkNode) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li
      role="treeitem"
      aria-level={depth}
      aria-expanded={node.childCount ? open : undefined}
      data-testid={`node-${node.userName}`}
    >
      <NodeRow node={node} open={open} onToggle={() => setOpen((o) => !o)} onCredit={onCredit} />
      {open && (
        <ul role="group">
          <Level parentId={node.userId} depth={depth + 1} onCredit={onCredit} />
        </ul>
      )}
    </li>
  );
}

function NodeRow({
  node,
  open,
  onToggle,
  onCredit,
}: {
  node: NetworkNode;
  open?: boolean;
  onToggle?: () => void;
  onCredit: (n: NetworkNode) => void;
}) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const money = useMoney();
  const me = useSession((s) => s.user);
  return (
    <div className={`panel-node${node.status ? '' : ' panel-node-closed'}`}>
      {onToggle && node.childCount > 0 ? (
        <button
          type="button"
          className="panel-node-toggle"
          aria-label={t(open ? 'panel.network.collapse' : 'panel.network.expand', { user: node.userName })}
          onClick={onToggle}
        >
          {open ? '−' : '+'}
        </button>
      ) : (
        <span className="panel-node-toggle" aria-hidden="true" />
      )}
      <Link to={`/${lang}/admin/network/${node.userId}`} className="panel-node-name" title={node.userName}>
        {node.userName}
      </Link>
      <span className="panel-node-role">
        {t(`panel.role.${node.role}`)}
        {node.childCount > 0 && ` · ${node.childCount}`}
      </span>
      <span className="panel-node-balance" data-testid="node-balance">
        {money(toMinor(node.credit))}
      </span>
      {me && mayMoveCredit(me, node) && (
        <button type="button" className="panel-btn" data-testid="node-credit" onClick={() => onCredit(node)}>
          {t('panel.credit.button')}
        </button>
      )}
    </div>
  );
}

function SearchResults({ keyWord, onCredit }: { keyWord: string; onCredit: (n: NetworkNode) => void }) {
  const { t } = useTranslation();
  const { data } = useApi(panelClient.dealerPanel.network, { keyWord, limit: 50 });
  if (!data) return <p className="panel-loading" aria-busy="true" />;
  if (!data.results.length) return <p className="panel-note">{t('panel.network.notFound')}</p>;
  return (
    <ul className="panel-tree" data-testid="network-results">
      {data.results.map((n) => (
        <li key={n.userId}>
          {n.ancestors.length > 0 && (
            <small className="panel-note">{n.ancestors.map((a) => a.userName).join(' › ')}</small>
          )}
          <NodeRow node={n} onCredit={onCredit} />
        </li>
      ))}
    </ul>
  );
}
