import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_SLOTS,
  BANNER_UPLOAD_MAX_BYTES,
  LANGUAGES,
  bannerSlotSize,
  type AdminBanner,
  type BannerSave,
} from '@bet/shared';
import { ApiError } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import { useApi } from '../../../ui/use-api.ts';
import './site-admin.css';
import { panelClient } from '../panel-client.ts';
import { PanelMessage, PanelTableWrap } from '../PanelParts.tsx';
import { readBase64 } from './read-base64.ts';

const EMPTY: BannerSave = {
  type: 'normal',
  slot: 1,
  lang: null,
  title: '',
  image: '',
  url: '',
  weight: 0,
  active: true,
};

/**
 * Home's banners: the slider's and the six slots', per language or for all. A picture is uploaded
 * for its slot and comes back cut to the slot's size; a banner goes off Home by unticking it.
 */
export default function SiteBannersPage() {
  const { t } = useTranslation();
  const { data, reload } = useApi(panelClient.bannersAdmin.list);
  const [editing, setEditing] = useState<{ id: number | null; draft: BannerSave } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const failed = (err: unknown) =>
    setMessage({
      ok: false,
      text: t('site.failed', { message: err instanceof ApiError ? err.serverMessage : String(err) }),
    });
  const saved = async (text: string) => {
    setMessage({ ok: true, text });
    setEditing(null);
    setRemoving(null);
    reload();
    // Home's banners are read through the query cache too
    await queryClient.invalidateQueries();
  };
  const remove = async (b: AdminBanner) => {
    if (removing !== b.id) return setRemoving(b.id);
    try {
      await panelClient.bannersAdmin.remove({ id: b.id });
      await saved(t('site.banners.removed'));
    } catch (err) {
      failed(err);
    }
  };
  const place = (b: Pick<AdminBanner, 'type' | 'slot'>) =>
    b.type === 'slider' ? t('site.banners.type.slider') : `${t('site.banners.type.normal')} ${b.slot}`;

  return (
    <section className="panel-card site-admin" data-testid="site-banners">
      <div className="panel-toolbar">
        <button
          type="button"
          className="panel-btn panel-btn-primary"
          onClick={() => {
            setMessage(null);
            setEditing({ id: null, draft: EMPTY });
          }}
          data-testid="banner-add"
        >
          {t('site.banners.add')}
        </button>
      </div>
      <PanelMessage message={message} testId="banner-message" />
      {editing && (
        <BannerForm
          key={editing.id ?? 'new'}
          initial={editing.draft}
          onCancel={() => setEditing(null)}
          onSave={async (draft) => {
            try {
              if (editing.id === null) await panelClient.bannersAdmin.create(draft);
              else await panelClient.bannersAdmin.update({ id: editing.id }, draft);
              await saved(t('site.banners.saved'));
            } catch (err) {
              failed(err);
            }
          }}
        />
      )}
      <PanelTableWrap>
        <table className="panel-table" data-testid="banner-table">
          <thead>
            <tr>
              <th scope="col">{t('site.banners.image')}</th>
              <th scope="col">{t('site.banners.title')}</th>
              <th scope="col">{t('site.banners.type')}</th>
              <th scope="col">{t('site.banners.lang')}</th>
              <th scope="col">{t('site.banners.active')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('site.banners.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.results.map((b) => (
              <tr key={b.id} data-testid="banner-row" data-banner={b.id}>
                <td>
                  <img
                    className="banner-thumb"
                    src={b.image}
                    alt=""
                    width={96}
                    height={Math.round((96 * b.height) / b.width)}
                  />
                </td>
                <td>
                  <bdi>{b.title}</bdi>
                </td>
                <td>{place(b)}</td>
                <td>
                  {b.lang
                    ? (LANGUAGES.find((l) => l.code === b.lang)?.name ?? b.lang)
                    : t('site.banners.allLangs')}
                </td>
                <td>{b.active ? '✓' : '—'}</td>
                <td className="banner-actions">
                  <button
                    type="button"
                    className="panel-btn"
                    onClick={() => {
                      setMessage(null);
                      const { id, width: _w, height: _h, ...draft } = b;
                      // the server sends back what it was given: a site language or null
                      setEditing({ id, draft: { ...draft, lang: draft.lang as BannerSave['lang'] } });
                    }}
                    data-testid="banner-edit"
                  >
                    {t('site.banners.edit')}
                  </button>
                  <button
                    type="button"
                    className={removing === b.id ? 'panel-btn panel-btn-danger' : 'panel-btn'}
                    onClick={() => void remove(b)}
                    data-testid="banner-remove"
                  >
                    {removing === b.id ? t('site.banners.removeConfirm') : t('site.banners.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PanelTableWrap>
      {data && data.results.length === 0 && <p className="panel-note">{t('site.banners.none')}</p>}
    </section>
  );
}

function BannerForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: BannerSave;
  onSave: (draft: BannerSave) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BannerSave>(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const slot = draft.type === 'slider' ? 1 : draft.slot;
  const size = bannerSlotSize(slot);
  const set = <K extends keyof BannerSave>(key: K, value: BannerSave[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setProblem(null);
    if (file.size > BANNER_UPLOAD_MAX_BYTES) return setProblem(t('site.banners.tooBig'));
    setBusy(true);
    try {
      const stored = await panelClient.bannersAdmin.uploadImage({ slot, data: await readBase64(file) });
      set('image', stored.image);
    } catch (err) {
      setProblem(err instanceof ApiError && err.serverMessage ? err.serverMessage : String(err));
    } finally {
      setBusy(false);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.image) return setProblem(t('site.banners.noImage'));
    setBusy(true);
    try {
      await onSave({ ...draft, slot });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="panel-form site-editor" onSubmit={submit} noValidate data-testid="banner-form">
      <label>
        {t('site.banners.type')}
        <select
          value={draft.type === 'slider' ? 'slider' : String(draft.slot)}
          onChange={(e) =>
            e.target.value === 'slider'
              ? setDraft((d) => ({ ...d, type: 'slider', slot: 1 }))
              : setDraft((d) => ({ ...d, type: 'normal', slot: Number(e.target.value) }))
          }
          data-testid="banner-place"
        >
          <option value="slider">{t('site.banners.type.slider')}</option>
          {BANNER_SLOTS.map((n) => (
            <option key={n} value={n}>
              {t('site.banners.type.normal')} {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('site.banners.lang')}
        <select
          value={draft.lang ?? ''}
          onChange={(e) => set('lang', (e.target.value || null) as BannerSave['lang'])}
          data-testid="banner-lang"
        >
          <option value="">{t('site.banners.allLangs')}</option>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('site.banners.title')}
        <input
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          maxLength={120}
          required
          dir="auto"
          data-testid="banner-title"
        />
      </label>
      <label>
        {t('site.banners.upload', size)}
        <input type="file" accept="image/*" onChange={(e) => void upload(e)} data-testid="banner-file" />
      </label>
      {draft.image && (
        <img
          className="banner-preview"
          src={draft.image}
          alt=""
          width={size.width}
          height={size.height}
          data-testid="banner-preview"
        />
      )}
      <label>
        {t('site.banners.url')}
        <input
          value={draft.url}
          onChange={(e) => set('url', e.target.value)}
          maxLength={500}
          dir="ltr"
          inputMode="url"
          data-testid="banner-url"
        />
      </label>
      <label>
        {t('site.banners.weight')}
        <input
          type="number"
          min={0}
          max={1000}
          value={draft.weight}
          onChange={(e) =>
            set('weight', Math.max(0, Math.min(1000, Math.trunc(Number(e.target.value) || 0))))
          }
          data-testid="banner-weight"
        />
      </label>
      <label className="site-check">
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
        {t('site.banners.active')}
      </label>
      <div className="site-actions">
        <button
          type="submit"
          className="panel-btn panel-btn-primary"
          disabled={busy || !draft.title.trim()}
          aria-busy={busy || undefined}
          data-testid="banner-save"
        >
          {busy && !draft.image ? t('site.banners.uploading') : t('site.banners.save')}
        </button>
        <button type="button" className="panel-btn" onClick={onCancel}>
          {t('site.banners.cancel')}
        </button>
        {problem && (
          <p className="panel-error" role="alert" data-testid="banner-problem">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}
