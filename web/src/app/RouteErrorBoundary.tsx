import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { onConnectionBack } from '../api/connection.ts';
import { isChunkError, PAGES_RETRIED, reloadOnceForChunk, retryFailedPages } from './lazy-page.tsx';

interface Props {
  /** The error clears when this changes (the path: another page starts clean). */
  resetKey?: string;
  /** A part beside the page (a popup, a warning): on failure it shows nothing rather than an error page. */
  quiet?: boolean;
  children: ReactNode;
}
interface State {
  error: unknown;
  tries: number;
}

/**
 * Catches what a route throws (a page chunk that would not load, a failed render) and shows a
 * friendly page with 'Try again' and 'Home' instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, tries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('route failed', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) {
      retryFailedPages();
      this.setState({ error: null, tries: 0 });
    }
  }

  retry = (): void => {
    const chunk = isChunkError(this.state.error);
    retryFailedPages();
    // A second failure of the same chunk after a fresh start: the browser kept it failed.
    if (chunk && this.state.tries > 0 && reloadOnceForChunk()) return;
    this.setState((s) => ({ error: null, tries: s.tries + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error)
      return this.props.quiet ? <RetryWhenOnline onRetry={this.retry} /> : <ErrorPage onRetry={this.retry} />;
    return this.props.children;
  }
}

/** Back online, a failed part tries again by itself: the player need not find a button. */
function useRetryWhenOnline(onRetry: () => void): void {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    const stop = onConnectionBack(onRetry);
    return () => {
      window.removeEventListener('online', onRetry);
      stop();
    };
  }, [onRetry]);
}

/** A quiet part shows nothing while failed and tries again when online or when the page does. */
function RetryWhenOnline({ onRetry }: { onRetry: () => void }) {
  useRetryWhenOnline(onRetry);
  useEffect(() => {
    window.addEventListener(PAGES_RETRIED, onRetry);
    return () => window.removeEventListener(PAGES_RETRIED, onRetry);
  }, [onRetry]);
  return null;
}

function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const offline = useOffline();
  useRetryWhenOnline(onRetry);
  return (
    <section className="error-page" role="alert" data-testid="route-error">
      <h1>{t('error.title')}</h1>
      <p>{t(offline ? 'error.offline' : 'error.text')}</p>
      <div className="error-actions">
        <button type="button" className="btn btn-primary" data-testid="route-error-retry" onClick={onRetry}>
          {t('error.retry')}
        </button>
        <Link className="btn" to={`/${lang}/`} data-testid="route-error-home">
          {t('error.home')}
        </Link>
      </div>
    </section>
  );
}

/** Whether the browser says it is offline, following its events. */
function useOffline(): boolean {
  const [offline, setOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return offline;
}
