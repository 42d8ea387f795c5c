import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  PAYMENT_CONTINUATION,
  PAYMENT_FRAME,
  TRANSFER_STATUS,
  filterPaymentInput,
  formatSecureCode,
  toMinor,
  type PaymentBank,
  type PaymentCategory,
  type PaymentMethod,
  type TransferRequestRow,
  type TransferType,
} from '@bet/shared';
import { askAgainUntilStopped } from '../../api/ask-again.ts';
import { ApiError, client } from '../../api/client.ts';
import { useSession } from '../../state/session-store.ts';
import { useApi } from '../../ui/use-api.ts';
import { useDecimalSign, useMoney } from '../../ui/use-money.ts';
import {
  checkTransferForm,
  problemOf,
  findRequestByKey,
  readRequest,
  sendTransfer,
  type PaymentProblem,
} from './payment-actions.ts';
import { paymentTexts } from '../../i18n/feature-texts.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { DepositLimitQuestion } from './DepositLimitQuestion.tsx';
import './payments.css';

/** The categories in the page's language: the language is part of the cache key, the client sends it. */
const categoriesIn = Object.assign(
  (query: { transferType: TransferType }, _lang: string) => client.payments.categories(query),
  { callName: client.payments.categories.callName },
);

/** How often an open payment page's request is read again while the player pays. */
const POLL_MS = 2000;

/** How often a request whose answer was lost is looked up while the connection seems back. */
const LOST_REQUEST_LOOKUP_MS = 5_000;

/**
 * Deposit and Withdraw (section 2): the server's categories, each a list of methods that open a
 * form (info lines, bounds, a bank, the method's fields, the amount). A stored request goes on as
 * the method says: a message, the payment page in a 640 by 480 frame, or a full-page redirect
 * from which the player comes back here with `?request=`.
 */
export function PaymentPage({ transferType }: { transferType: TransferType }) {
  const { t, i18n } = useTranslation();
  const ready = useTexts(paymentTexts);
  const { data, error, unreachable } = useApi(categoriesIn, { transferType }, i18n.language);
  const [openCategory, setOpenCategory] = useState<number | null>(null);
  const [openMethod, setOpenMethod] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  // methods whose form waits on a request (a lost answer looked up, a payment page offered): kept on
  // screen though the operator switched them off meanwhile, until the player is told what became of it
  const [held, setHeld] = useState<Record<number, { method: PaymentMethod; category: PaymentCategory }>>({});
  const hold = useCallback((category: PaymentCategory, method: PaymentMethod, on: boolean) => {
    setHeld((h) => {
      if (!on) {
        if (!(method.payId in h)) return h;
        const { [method.payId]: _gone, ...rest } = h;
        return rest;
      }
      return h[method.payId]?.method === method ? h : { ...h, [method.payId]: { method, category } };
    });
  }, []);
  const onDone = useCallback((text: string, ok = true) => {
    setNotice({ text, ok });
    setOpenMethod(null);
  }, []);
  const offered = new Set(data?.results.flatMap((c) => c.paytypes.map((m) => m.payId)) ?? []);
  // a held method's category stays too where the switch-off emptied it (in place, so the form lives on)
  const categories = [...(data?.results ?? [])];
  for (const h of Object.values(held))
    if (!categories.some((c) => c.info.payCatId === h.category.info.payCatId))
      categories.push({ ...h.category, paytypes: [] });
  const title = t(transferType === 0 ? 'account.deposit' : 'account.withdraw');

  useEffect(() => {
    // a category the server marks open shows its methods at once
    const first =
      data?.results.find((c) => c.openLink === 1) ??
      (data?.results.length === 1 ? data.results[0] : undefined);
    if (first && openCategory === null) setOpenCategory(first.info.payCatId);
  }, [data, openCategory]);

  if (!ready) return <div className="loading" aria-busy="true" />;
  return (
    <section className="payment-page" data-testid={transferType === 0 ? 'deposit-page' : 'withdraw-page'}>
      <h1 className="page-title">{title}</h1>
      {transferType === 0 && <DepositLimitQuestion />}
      {transferType === 0 && <ReturnedPayment onNotice={setNotice} />}
      {notice && (
        <p className={notice.ok ? 'pay-notice ok' : 'pay-notice bad'} role="status" data-testid="pay-notice">
          {notice.text}
        </p>
      )}
      {!data && unreachable ? (
        // offline the methods wait for the connection: say so, not that something failed
        <p className="pay-notice bad" role="status" data-testid="pay-offline">
          {t('pay.error.noConnection')}
        </p>
      ) : (
        error && (
          <p className="pay-notice bad">
            {t(`pay.error.${error.code}`, { defaultValue: t('pay.error.other') })}
          </p>
        )
      )}
      {!data && !error && !unreachable && <div className="loading" aria-busy="true" />}
      {data && data.results.length === 0 && <p className="empty">{t('pay.none')}</p>}
      {data && data.results.length > 0 && <h2 className="pay-choose">{t('pay.choose')}</h2>}
      <ul className="pay-categories">
        {categories.map((category) => (
          <Category
            key={category.info.payCatId}
            category={category}
            methods={[
              ...category.paytypes,
              ...Object.values(held)
                .filter(
                  (h) => h.category.info.payCatId === category.info.payCatId && !offered.has(h.method.payId),
                )
                .map((h) => h.method),
            ]}
            offered={offered}
            onHold={hold}
            open={openCategory === category.info.payCatId}
            onToggle={() => {
              setOpenCategory((c) => (c === category.info.payCatId ? null : category.info.payCatId));
              setOpenMethod(null);
            }}
            openMethod={openMethod}
            onMethod={(id) => setOpenMethod((m) => (m === id ? null : id))}
            onDone={onDone}
          />
        ))}
      </ul>
    </section>
  );
}

function Category({
  category,
  methods,
  offered,
  onHold,
  open,
  onToggle,
  openMethod,
  onMethod,
  onDone,
}: {
  category: PaymentCategory;
  /** its methods listed now, and those switched off meanwhile whose forms still wait on a request */
  methods: PaymentMethod[];
  offered: ReadonlySet<number>;
  onHold: (category: PaymentCategory, method: PaymentMethod, on: boolean) => void;
  open: boolean;
  onToggle: () => void;
  openMethod: number | null;
  onMethod: (id: number) => void;
  onDone: (text: string, ok?: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="pay-category">
      <button type="button" className="pay-toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
        {category.info.typeLogo && <img src={category.info.typeLogo} alt="" />}
        <span>{category.info.catName}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <div id={id} hidden={!open}>
        {category.info.info && <p className="pay-info">{category.info.info}</p>}
        <ul className="pay-methods">
          {methods.map((method) => (
            <MethodItem
              key={method.payId}
              method={method}
              offered={offered.has(method.payId)}
              onHold={(on) => onHold(category, method, on)}
              open={openMethod === method.payId}
              onToggle={() => onMethod(method.payId)}
              onDone={onDone}
            />
          ))}
        </ul>
      </div>
    </li>
  );
}

function MethodItem({
  method,
  offered,
  onHold,
  open,
  onToggle,
  onDone,
}: {
  method: PaymentMethod;
  /** still listed by the server (false: switched off while its form waited on a request) */
  offered: boolean;
  onHold: (on: boolean) => void;
  open: boolean;
  onToggle: () => void;
  onDone: (text: string, ok?: boolean) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney({ keepTogether: true });
  const id = useId();
  return (
    <li className="pay-method" data-testid="pay-method">
      <button
        type="button"
        className="pay-toggle method"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {method.bankLogo && <img src={method.bankLogo} alt="" />}
        <span>{method.payType}</span>
        <span className="pay-bounds">
          {t('pay.min', { amount: money(toMinor(method.minAmount)) })}
          {method.maxAmount > 0 && ` · ${t('pay.max', { amount: money(toMinor(method.maxAmount)) })}`}
        </span>
      </button>
      <div id={id}>
        {open && <MethodForm method={method} offered={offered} onHold={onHold} onDone={onDone} />}
      </div>
    </li>
  );
}

function MethodForm({
  method,
  offered,
  onHold,
  onDone,
}: {
  method: PaymentMethod;
  offered: boolean;
  /** true while the form waits on a request: the page keeps it though the method is switched off */
  onHold: (on: boolean) => void;
  onDone: (text: string, ok?: boolean) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  /** the bounds an amount error names, each kept with its currency as the method's min/max line */
  const boundMoney = useMoney({ keepTogether: true });
  // amounts are typed and read in the page's language: '100,50' in Turkish, '100.50' in English
  const decimal = useDecimalSign();
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState('');
  const [bank, setBank] = useState('');
  const [unavailable, setUnavailable] = useState<PaymentBank | null>(null);
  const [problems, setProblems] = useState<Record<string, PaymentProblem>>({});
  const [sending, setSending] = useState(false);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [requestId, setRequestId] = useState<number | null>(null);
  // kept until a definite answer while the request is the same, so a resend after a lost answer is
  // the same request; another amount, bank or form gets a key of its own
  const key = useRef<{ asked: string; key: string } | null>(null);
  // a request whose answer was lost: looked up by its key once online, the form held meanwhile
  const [lost, setLost] = useState<string | null>(null);
  // such a request found made that waits on its payment page: the page is offered, as its answer gave it
  const [payPage, setPayPage] = useState<{ url: string; requestId: number; text: string } | null>(null);
  const { data: banks } = useApi(method.hasBanks ? client.payments.banks : null, { payId: method.payId });

  /**
   * What the page says of a made request: received, with its amount and a shop withdrawal's code;
   * one that waits on its payment page (`toPay`) says the payment is to be completed there.
   */
  const made = (request: TransferRequestRow, toPay = false) => {
    const received = t(
      toPay
        ? 'pay.continuePayment'
        : method.transferType === 0
          ? 'pay.depositReceived'
          : 'pay.withdrawReceived',
    );
    const amountText = t('pay.receivedAmount', { amount: money(toMinor(request.amount)) });
    // a withdrawal collected in cash at a shop: the code the player shows there, isolated left to
    // right (in an Arabic sentence its groups were drawn in reverse order)
    const code = request.shopCode;
    return code
      ? `${received} ${amountText} ${t('pay.shopCode')} \u2066${formatSecureCode(code)}\u2069`
      : `${received} ${amountText}`;
  };
  const doneWith = useRef(onDone);
  doneWith.current = onDone;
  const offeredNow = useRef(offered);
  offeredNow.current = offered;
  const holdWith = useRef(onHold);
  holdWith.current = onHold;
  const waitsOnRequest = lost !== null || payPage !== null || frameUrl !== null;
  useEffect(() => {
    holdWith.current(waitsOnRequest);
  }, [waitsOnRequest]);
  useEffect(() => () => holdWith.current(false), []);
  const madeText = useRef(made);
  madeText.current = made;
  useEffect(() => {
    if (!lost) return;
    return askAgainUntilStopped(async (stopped) => {
      const request = await findRequestByKey(lost);
      if (stopped()) return;
      setLost(null);
      if (request) {
        key.current = null;
        if (method.transferType === 1) void useSession.getState().refresh();
        if (request.status === TRANSFER_STATUS.waiting && request.paymentUrl && method.iframe !== 0)
          setPayPage({
            url: request.paymentUrl,
            requestId: request.id,
            text: madeText.current(request, true),
          });
        else doneWith.current(madeText.current(request));
      } else if (offeredNow.current) setProblems({ $form: { key: 'pay.notMade', params: {} } });
      // the method is gone meanwhile, and its form with this answer: the page says it
      else doneWith.current(t('pay.notMade'), false);
    }, LOST_REQUEST_LOOKUP_MS);
  }, [lost, method.transferType, method.iframe, t]);

  /** Goes on to the payment page of a request found made: the page as the answer would have opened it. */
  const continueToPayment = () => {
    if (!payPage) return;
    if (method.iframe === PAYMENT_CONTINUATION.redirect) return void window.location.assign(payPage.url);
    setRequestId(payPage.requestId);
    setFrameUrl(payPage.url);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (sending || lost !== null) return;
    const check = checkTransferForm(method, values, amount, bank, boundMoney, decimal);
    if (!check.ok) {
      const next: Record<string, PaymentProblem> = {};
      for (const [name, err] of Object.entries(check.fields))
        next[name] = { key: `pay.error.${err.key}`, params: { ...err.params } };
      if (check.amount) next['$amount'] = check.amount;
      if (check.bank) next['$bank'] = check.bank;
      setProblems(next);
      return;
    }
    setProblems({});
    setSending(true);
    const asked = JSON.stringify([check.amount, bank, values]);
    if (key.current?.asked !== asked) key.current = { asked, key: crypto.randomUUID() };
    const sentKey = key.current.key;
    try {
      const answer = await sendTransfer({
        idempotencyKey: sentKey,
        method,
        amount: check.amount,
        values,
        bank,
        decimal,
      });
      key.current = null;
      if (answer.iframe === 1 && answer.paymenturl) return void window.location.assign(answer.paymenturl);
      if (answer.iframe === 2 && answer.paymenturl) {
        setRequestId(answer.request.id);
        setFrameUrl(answer.paymenturl);
        return;
      }
      onDone(made(answer.request));
    } catch (err) {
      // no answer: the request may have been made; it is looked up by its key, not sent again
      if (err instanceof ApiError && err.failure === 'network') return setLost(sentKey);
      const problem = problemOf(err, boundMoney);
      if (problem.key !== 'pay.error.other') key.current = null;
      setProblems({ $form: problem });
    } finally {
      setSending(false);
    }
  };

  // a field the player changes no longer shows the refusal of what it held
  const clearProblem = (name: string) =>
    setProblems((p) => {
      if (!(name in p)) return p;
      const { [name]: _gone, ...rest } = p;
      return rest;
    });
  const describe = (name: string) => (problems[name] ? `${formId}-${name}-error` : undefined);
  const problemText = (name: string) =>
    problems[name] && (
      <span className="pay-error" id={`${formId}-${name}-error`}>
        {t(problems[name].key, { ...problems[name].params, defaultValue: t('pay.error.other') })}
      </span>
    );

  if (unavailable)
    return (
      <div className="pay-form" role="alert">
        <p>{t('pay.bankUnavailable', { bank: unavailable.name })}</p>
        <button type="button" className="btn" onClick={() => setUnavailable(null)}>
          {t('nav.back')}
        </button>
      </div>
    );

  return (
    <form className="pay-form" onSubmit={(e) => void submit(e)} noValidate data-testid="pay-form">
      {method.infofields.length > 0 && (
        <dl className="pay-infofields">
          {method.infofields.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {method.hasBanks && (
        <fieldset className="pay-banks" aria-describedby={describe('$bank')}>
          <legend>{t('pay.chooseBank')}</legend>
          {banks?.banks.map((b) => (
            <label key={b.swiftcode}>
              <input
                type="radio"
                name={`${formId}-bank`}
                value={b.swiftcode}
                checked={bank === b.swiftcode}
                onChange={() => {
                  clearProblem('$bank');
                  if (b.available) setBank(b.swiftcode);
                  else setUnavailable(b);
                }}
              />
              <span>{b.name}</span>
            </label>
          ))}
          {problemText('$bank')}
        </fieldset>
      )}
      {method.fields.map((f) => (
        <label key={f.name} className="pay-field">
          <span>
            {f.title}
            {!f.required && <small> ({t('pay.optional')})</small>}
          </span>
          <input
            type={f.type === 'email' ? 'email' : 'text'}
            inputMode={f.type === 'number' ? 'numeric' : f.type === 'amount' ? 'decimal' : undefined}
            name={f.name}
            placeholder={f.placeHolder || undefined}
            value={values[f.name] ?? ''}
            aria-invalid={problems[f.name] ? true : undefined}
            aria-describedby={describe(f.name)}
            onChange={(e) =>
              setValues((v) => ({
                ...v,
                [f.name]: filterPaymentInput(f.type, e.target.value, decimal, v[f.name] ?? ''),
              }))
            }
          />
          {problemText(f.name)}
        </label>
      ))}
      <label className="pay-field">
        <span>{t('pay.amount')}</span>
        <input
          type="text"
          inputMode="decimal"
          name="amount"
          value={amount}
          aria-invalid={problems['$amount'] ? true : undefined}
          aria-describedby={describe('$amount')}
          onChange={(e) => {
            clearProblem('$amount');
            const typed = e.target.value;
            setAmount((before) => filterPaymentInput('amount', typed, decimal, before));
          }}
        />
        {problemText('$amount')}
      </label>
      {lost && (
        <p className="pay-notice" role="status" data-testid="pay-unanswered">
          {t('pay.unanswered')}
        </p>
      )}
      {problems['$form'] && (
        <p className="pay-notice bad" role="alert">
          {t(problems['$form'].key, { ...problems['$form'].params, defaultValue: t('pay.error.other') })}
        </p>
      )}
      {payPage && !frameUrl && (
        <div className="pay-continue">
          <p className="pay-notice ok" role="status" data-testid="pay-continue-notice">
            {payPage.text}
          </p>
          <button type="button" className="btn btn-primary" onClick={continueToPayment}>
            {t('pay.continue')}
          </button>
        </div>
      )}
      {/* nothing goes out while a lost request is looked up, nor beside the payment page it waits on */}
      {lost === null && !payPage && (
        <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
          {sending
            ? t('pay.sending')
            : t(method.transferType === 0 ? 'pay.submit.deposit' : 'pay.submit.withdraw')}
        </button>
      )}
      {frameUrl && requestId !== null && (
        <PaymentFrame
          url={frameUrl}
          requestId={requestId}
          onClose={(text) => {
            setFrameUrl(null);
            setRequestId(null);
            if (text) onDone(text);
          }}
        />
      )}
    </form>
  );
}

/**
 * The provider's payment page in a 640 by 480 frame over the page. Its request is read again
 * while it is open; once the provider has told the server the outcome, the frame closes and the
 * balance is read again.
 */
function PaymentFrame({
  url,
  requestId,
  onClose,
}: {
  url: string;
  requestId: number;
  onClose: (text: string | null) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const refresh = useSession((s) => s.refresh);
  // the latest close handler, so the polling does not restart with each render of the form
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  useEffect(() => {
    let live = true;
    const timer = setInterval(() => {
      void readRequest(requestId)
        .then((r) => {
          if (!live || !r || r.status === 0) return;
          live = false;
          void refresh();
          close.current(t(r.status === 1 ? 'pay.result.paid' : 'pay.result.failed'));
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [requestId, refresh, t]);
  return (
    <dialog
      ref={ref}
      className="pay-frame-dialog"
      aria-labelledby={titleId}
      data-testid="pay-frame"
      onCancel={(e) => {
        e.preventDefault();
        onClose(null);
      }}
    >
      <div className="pay-frame-head">
        <h2 id={titleId}>{t('pay.frame.title')}</h2>
        <button type="button" className="btn btn-small" onClick={() => onClose(null)}>
          {t('menu.close')}
        </button>
      </div>
      <iframe
        src={url}
        title={t('pay.frame.title')}
        width={PAYMENT_FRAME.width}
        height={PAYMENT_FRAME.height}
      />
    </dialog>
  );
}

/** Back from a full-page payment (`?request=`): says how it went once the provider has told the server. */
function ReturnedPayment({ onNotice }: { onNotice: (n: { text: string; ok: boolean }) => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const refresh = useSession((s) => s.refresh);
  const id = Number(params.get('request'));
  const [waiting, setWaiting] = useState(Number.isInteger(id) && id > 0);
  useEffect(() => {
    if (!(Number.isInteger(id) && id > 0)) return;
    let live = true;
    let tries = 0;
    const look = async () => {
      const r = await readRequest(id).catch(() => null);
      if (!live) return;
      if (r && r.status !== 0) {
        setWaiting(false);
        void refresh();
        onNotice({ text: t(r.status === 1 ? 'pay.result.paid' : 'pay.result.failed'), ok: r.status === 1 });
      } else if (++tries < 15) setTimeout(() => void look(), POLL_MS);
      else setWaiting(false);
    };
    void look();
    return () => {
      live = false;
    };
  }, [id, refresh, onNotice, t]);
  return waiting ? (
    <p className="pay-notice" role="status">
      {t('pay.result.waiting')}
    </p>
  ) : null;
}
