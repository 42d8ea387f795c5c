import { useTranslation } from 'react-i18next';
import './site-admin.css';

/**
 * A setting's name on the page: what it does in the page's language, then its key (small and muted),
 * which operators who know the keys look for. In the form the name is the control's label, so its
 * accessible name. A key the catalogue no longer has (in the history) shows alone.
 */
export function SettingName({ settingKey }: { settingKey: string }) {
  const { t } = useTranslation();
  const name = t(`site.setting.${settingKey}`, { defaultValue: '' });
  return (
    <span className="site-name">
      {name && `${name} `}
      <code className="site-key">{settingKey}</code>
    </span>
  );
}
