import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A styled modal dialog (the browser's own `<dialog>`: focus kept inside, Escape closes it) for the
 * coupon pages' questions and reports, instead of the browser's confirm() and prompt().
 */
export function CouponDialog({
  title,
  children,
  actions,
  onClose,
  testId,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  testId: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="coupon-dialog"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="coupon-dialog-actions">{actions}</div>
    </dialog>
  );
}

/** The link of a shared coupon, selected on focus so it copies in one step. */
export function ShareLinkDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CouponDialog
      title={t('slip.share')}
      onClose={onClose}
      testId="share-link"
      actions={
        <button type="button" className="btn" onClick={onClose}>
          {t('menu.close')}
        </button>
      }
    >
      <label className="share-link">
        <span>{t('share.link')}</span>
        <input type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
    </CouponDialog>
  );
}
