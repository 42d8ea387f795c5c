import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLOUR_THEMES,
  LANGUAGES,
  SETTING_GROUPS,
  SITE_IMAGE_SETTINGS,
  SITE_SETTINGS,
  enabledLanguages,
  htmlLang,
  siteSettingsProblem,
  type SettingDefinition,
  type SettingGroup,
  type SettingProblem,
  type SiteImageSetting,
} from '@bet/shared';
import { ApiError, client } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import { useApi } from '../../../ui/use-api.ts';
import { SettingName } from './SettingName.tsx';
import { SettingsHistoryTable } from './SettingsHistoryTable.tsx';
import './site-admin.css';
import { panelClient } from '../panel-client.ts';
import { PanelMessage } from '../PanelParts.tsx';
import { readBase64 } from './read-base64.ts';

/** Shown as their own controls at the top of General, the settings an operator changes most. */
const BASICS = [
  'site_name',
  'site_default_theme',
  'site_languages',
  'maintenance_mode',
  'maintenance_message',
];
/** What a secret shows when it is set: sending it back would store the mask itself. */
const MASK = '********';

/**
 * The site settings of the spec in its groups (general, footer, logos, social media, mail server,
 * cache). A save sends only what changed, checked first with the same shared rules the server
 * applies; the server applies it at once (it reads the settings on every request), so the next
 * page load of any player shows it. Below: the history of changes.
 */
export default function SiteSettingsPage() {
  const { data } = useApi(panelClient.siteAdmin.settings);
  if (!data) return <div className="loading" aria-busy="true" />;
  return <SettingsForm stored={data.settings} />;
}

function SettingsForm({ stored }: { stored: Record<string, string> }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<SettingGroup>('general');
  const [values, setValues] = useState<Record<string, string>>(stored);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const problemText = (p: SettingProblem) => {
    const def = SITE_SETTINGS.find((d) => d.key === p.key);
    return t('site.invalid', {
      key: `${t(`site.setting.${p.key}`, { defaultValue: p.key })} (${p.key})`,
      rule: t(`site.rule.${p.rule}`, { min: def?.min, max: def?.max }),
    });
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const changes = Object.fromEntries(
      Object.entries(values).filter(([k, v]) => v !== (stored[k] ?? '') && v !== MASK),
    );
    if (!Object.keys(changes).length) return setMessage({ ok: true, text: t('site.unchanged') });
    const problem = siteSettingsProblem(changes, values);
    if (problem) return setMessage({ ok: false, text: problemText(problem) });
    setBusy(true);
    try {
      const answer = await client.settings.update({ settings: changes });
      await queryClient.invalidateQueries();
      setValues(answer.settings);
      setMessage({ ok: true, text: t('site.saved') });
    } catch (err) {
      const details = err instanceof ApiError ? err.details : {};
      setMessage({
        ok: false,
        text:
          err instanceof ApiError && err.code === 'invalidSetting'
            ? problemText(details as unknown as SettingProblem)
            : t('site.failed', { message: err instanceof ApiError ? err.serverMessage : String(err) }),
      });
    } finally {
      setBusy(false);
    }
  };

  const clearCache = async () => {
    const { cacheVersion } = await panelClient.siteAdmin.clearCache();
    set('cache_version', String(cacheVersion));
    await queryClient.invalidateQueries();
    setMessage({ ok: true, text: t('site.cache.cleared', { version: cacheVersion }) });
  };

  const fields = SITE_SETTINGS.filter(
    (d) => d.group === group && !(group === 'general' && BASICS.includes(d.key)),
  );
  return (
    <section className="panel-card site-admin" data-testid="site-settings">
      <div className="site-tabs" role="group" aria-label={t('site.groups')}>
        {SETTING_GROUPS.map((g) => (
          <button
            key={g}
            type="button"
            className={g === group ? 'panel-btn panel-btn-primary' : 'panel-btn'}
            aria-pressed={g === group}
            onClick={() => setGroup(g)}
            data-testid={`site-group-${g}`}
          >
            {t(`site.group.${g}`)}
          </button>
        ))}
      </div>
      <form className="panel-form site-form" onSubmit={save} noValidate>
        {group === 'general' && <Basics values={values} set={set} />}
        <div className="site-fields">
          {fields.map((def) => (
            <SettingField
              key={def.key}
              def={def}
              value={values[def.key] ?? ''}
              onChange={(v) => set(def.key, v)}
            />
          ))}
        </div>
        {group === 'cache' && (
          <button
            type="button"
            className="panel-btn"
            onClick={() => void clearCache()}
            data-testid="site-cache-clear"
          >
            {t('site.cache.clear')}
          </button>
        )}
        <div className="site-actions">
          <button
            type="submit"
            className="panel-btn panel-btn-primary"
            disabled={busy}
            data-testid="site-save"
          >
            {t('site.save')}
          </button>
          <PanelMessage message={message} testId="site-message" />
        </div>
      </form>
      <SettingsHistoryTable />
    </section>
  );
}

/** Site name, theme, the languages switched on and maintenance mode, as their own controls. */
function Basics({
  values,
  set,
}: {
  values: Record<string, string>;
  set: (key: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const on = enabledLanguages(values);
  const toggle = (code: string, checked: boolean) => {
    const next = LANGUAGES.map((l) => l.code).filter((c) => (c === code ? checked : on.includes(c)));
    set('site_languages', next.join(','));
  };
  return (
    <fieldset className="site-basics">
      <legend>{t('site.basics')}</legend>
      <label>
        <SettingName settingKey="site_name" />
        <input
          value={values['site_name'] ?? ''}
          onChange={(e) => set('site_name', e.target.value)}
          data-testid="site-setting-site_name"
        />
      </label>
      <label>
        <SettingName settingKey="site_default_theme" />
        <select
          value={values['site_default_theme'] ?? ''}
          onChange={(e) => set('site_default_theme', e.target.value)}
          data-testid="site-theme"
        >
          {COLOUR_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {t(`theme.${theme}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="site-languages">
        <legend>
          <SettingName settingKey="site_languages" />
        </legend>
        {LANGUAGES.map((l) => (
          // the row follows the page's direction; only the name is in its own language and direction
          <label key={l.code} className="site-check">
            <input
              type="checkbox"
              checked={on.includes(l.code)}
              disabled={l.code === (values['site_default_lang'] || 'tr')}
              onChange={(e) => toggle(l.code, e.target.checked)}
            />
            <span lang={htmlLang(l.code)} dir={l.dir}>
              {l.name}
            </span>
          </label>
        ))}
      </fieldset>
      <label className="site-check">
        <input
          type="checkbox"
          checked={values['maintenance_mode'] === '1'}
          onChange={(e) => set('maintenance_mode', e.target.checked ? '1' : '0')}
          data-testid="site-maintenance"
        />
        <SettingName settingKey="maintenance_mode" />
      </label>
      <label>
        <SettingName settingKey="maintenance_message" />
        <textarea
          rows={2}
          value={values['maintenance_message'] ?? ''}
          onChange={(e) => set('maintenance_message', e.target.value)}
        />
      </label>
    </fieldset>
  );
}

/** One setting: a control that fits its rule, named in the page's language, with the rule as a hint. */
function SettingField({
  def,
  value,
  onChange,
}: {
  def: SettingDefinition;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = `site-setting-${def.key}`;
  const hint = t(`site.rule.${def.rule}`, { min: def.min, max: def.max });
  if (def.rule === 'flag' || def.rule === 'trueFalse') {
    const [off, on] = def.rule === 'flag' ? ['0', '1'] : ['false', 'true'];
    return (
      <label className="site-check">
        <input
          type="checkbox"
          checked={value === on}
          onChange={(e) => onChange(e.target.checked ? on! : off!)}
          data-testid={id}
        />
        <SettingName settingKey={def.key} />
      </label>
    );
  }
  return (
    <label htmlFor={id}>
      <SettingName settingKey={def.key} />
      {def.rule === 'longText' ? (
        <textarea
          id={id}
          rows={3}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
      ) : def.rule === 'language' ? (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      ) : def.rule === 'image' ? (
        <ImageSetting id={id} def={def} value={value} onChange={onChange} />
      ) : (
        <input
          id={id}
          type={def.rule === 'secret' ? 'password' : 'text'}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
          data-testid={id}
        />
      )}
      <small id={`${id}-hint`}>{hint}</small>
    </label>
  );
}

/**
 * A picture setting: its path, typed or filled by uploading a file (fitted into the setting's box
 * and stored by the server), and a preview of what is set.
 */
function ImageSetting({
  id,
  def,
  value,
  onChange,
}: {
  id: string;
  def: SettingDefinition;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file || !isSiteImageSetting(def.key)) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await panelClient.siteAdmin.uploadImage({
        setting: def.key,
        data: await readBase64(file),
      });
      onChange(answer.image);
    } catch (err) {
      setError(
        t('site.image.failed', { message: err instanceof ApiError ? err.serverMessage : String(err) }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="site-image">
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        data-testid={id}
      />
      {isSiteImageSetting(def.key) && (
        <span className="site-image-upload">
          <span className="panel-btn" aria-hidden="true">
            {t('site.image.upload')}
          </span>
          <input
            type="file"
            accept="image/*"
            className="site-image-file"
            aria-label={`${t('site.image.upload')}: ${t(`site.setting.${def.key}`)}`}
            aria-busy={busy}
            disabled={busy}
            onChange={(e) => void upload(e.target.files?.[0])}
            data-testid={`${id}-file`}
          />
        </span>
      )}
      {value && (
        <img
          className="site-image-preview"
          src={value}
          alt={t('site.image.preview', { key: t(`site.setting.${def.key}`) })}
        />
      )}
      {error && (
        <span role="alert" className="site-image-error">
          {error}
        </span>
      )}
    </span>
  );
}

const isSiteImageSetting = (key: string): key is SiteImageSetting =>
  (SITE_IMAGE_SETTINGS as readonly string[]).includes(key);
