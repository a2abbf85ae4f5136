'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from '#i18n';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { focusFirstInvalid } from '@/components/forms/focus-invalid';
import { payloadResolver } from '@/components/forms/payload-resolver';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { getBrowserApi } from '@/lib/api/browser';
import { getCategories } from '@/lib/api/catalogue';
import { getBonusActions, getTypes, type PromoType } from '@/lib/api/feed';
import { createPost, type CreatedPost } from '@/lib/api/posts';
import { getQueryClient } from '@/lib/queries/query-client';
import { postPayloadSchema } from '@/lib/schemas/post';
import { useSession } from '@/lib/stores/session';
import ProgressBar from './progress-bar';
import CategoriesStep from './steps/categories-step';
import ContentStep from './steps/content-step';
import DetailsStep from './steps/details-step';
import DiscountStep from './steps/discount-step';
import ImagesStep, { UNADDED_IMAGE_ATTRIBUTE } from './steps/images-step';
import QuoteStep from './steps/quote-step';
import TypeStep from './steps/type-step';
import { showPostFailure } from './submit-failure';
import SuccessScreen from './success-screen';
import { clearDraft, loadDraft, saveDraft } from './wizard-draft';
import {
  emptyValues,
  findType,
  schemaOptions,
  STEP_FIELDS,
  stepOfField,
  stepsFor,
  toPayload,
  type StepName,
  type WizardField,
  type WizardValues,
} from './wizard-values';
import styles from './post-wizard.module.css';
import { optionalContentCoins } from './wizard-bonus';

type PostWizardProps = {
  /** The dialog's close: the form is reset and the draft dropped. The page has none. */
  onClose?: () => void;
  /** The level of the step headings under the page's or dialog's own title. */
  headingLevel?: 2 | 3;
  /**
   * Chosen pictures upload at once, without the rotation preview (POST_ROTATION_SKIP_USER_IDS, decided on
   * the server). Left out (the create-post dialog over a cached page), the signed-in member's own
   * `skip_image_rotation` from /me decides.
   */
  skipRotation?: boolean;
};

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/**
 * The post wizard (docs/post-wizard.md): the steps of the chosen type with previous and next, each
 * step checked by the shared post schema before the next one, confirm on the last, the success
 * screen with the bonus coins. The draft (step and values) is kept in localStorage on every change.
 */
export default function PostWizard({ onClose, headingLevel = 2, skipRotation: skipRotationProp }: PostWizardProps) {
  const memberSkipsRotation = useSession((state) => state.user?.skip_image_rotation ?? false);
  const skipRotation = skipRotationProp ?? memberSkipsRotation;
  const t = useTranslations('post');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const queryClient = getQueryClient();
  const [initial] = useState(() => loadDraft());

  const types = useQuery({ queryKey: ['types', locale], queryFn: () => getTypes(getBrowserApi()), staleTime: 10 * 60_000 }, queryClient);
  const categories = useQuery(
    { queryKey: ['categories', locale], queryFn: () => getCategories(getBrowserApi()), staleTime: 10 * 60_000 },
    queryClient,
  );
  const bonusActions = useQuery(
    { queryKey: ['bonus-actions'], queryFn: () => getBonusActions(getBrowserApi()), staleTime: 10 * 60_000 },
    queryClient,
  );

  // The schema's rules depend on the chosen subtype's kind, which the resolver reads when it runs.
  const resolver = useMemo<Resolver<WizardValues>>(
    () => (values, context, options) => {
      const { kind, report } = schemaOptions(queryClient.getQueryData<PromoType[]>(['types', locale]) ?? [], values);
      const resolve = payloadResolver(postPayloadSchema(kind, { report }), toPayload);
      return resolve(values, context, options) as ReturnType<Resolver<WizardValues>>;
    },
    [queryClient, locale],
  );
  const form = useForm<WizardValues>({ defaultValues: initial?.values ?? emptyValues(), resolver });
  const type = useWatch({ control: form.control, name: 'type' });
  const typeId = useWatch({ control: form.control, name: 'type_id' });
  const optionalBonus = bonusActions.data ? optionalContentCoins(bonusActions.data, [type, typeId]) : null;
  const steps = stepsFor(findType(types.data ?? [], type));
  const [step, setStep] = useState(() => Math.min(initial?.step ?? 0, steps.length - 1));
  const current: StepName = steps[Math.min(step, steps.length - 1)] ?? 'type';
  const [created, setCreated] = useState<CreatedPost | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Counts the checks that failed on the shown step: each one sends the focus to its first invalid control.
  const [failedChecks, setFailedChecks] = useState(0);
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft({ step: stepRef.current, values }) }),
    [form],
  );

  // Each new step (and the success screen) takes the focus on its heading, so a screen reader reads it.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    heading.current?.focus();
  }, [step, created]);

  // After the render that shows the step's errors.
  useEffect(() => {
    if (failedChecks > 0) focusFirstInvalid(formRef.current);
  }, [failedChecks]);

  function goTo(next: number) {
    setStep(next);
    saveDraft({ step: next, values: form.getValues() });
  }

  /** A chosen picture not yet added (or refused) would silently stay out of the post: said on its field. */
  function holdsUnaddedImages(): boolean {
    // Read from the page as the click found it: a count kept in state or an effect could lag one
    // render behind the picture that was just added.
    const unadded = current === 'images' ? (formRef.current?.querySelectorAll(`[${UNADDED_IMAGE_ATTRIBUTE}]`).length ?? 0) : 0;
    if (unadded === 0) return false;
    form.setError('images', { message: t('images.unadded', { count: unadded }) });
    setFailedChecks((count) => count + 1);
    return true;
  }

  async function next() {
    const fields = STEP_FIELDS[current] as WizardField[];
    if (!(await form.trigger(fields))) setFailedChecks((count) => count + 1);
    else if (!holdsUnaddedImages()) goTo(step + 1);
  }

  function firstStepWithError(fields: readonly string[]): number {
    const indexes = fields.map((field) => stepOfField(steps, field)).filter((index) => index >= 0);
    return indexes.length > 0 ? Math.min(...indexes) : -1;
  }

  async function submit() {
    if (!(await form.trigger())) {
      const back = firstStepWithError(Object.keys(form.formState.errors));
      if (back >= 0 && back !== step) goTo(back);
      else setFailedChecks((count) => count + 1);
      return;
    }
    if (holdsUnaddedImages()) return;
    const payload = toPayload(form.getValues());
    const body = JSON.stringify(payload);
    // The same post sent again (a double click, a retry after a lost answer) keeps its key: the API
    // then answers the first request's result instead of making a second post.
    if (attempt.current?.body !== body) attempt.current = { key: newKey(), body };
    setSubmitting(true);
    try {
      const post = await createPost(getBrowserApi(), payload, attempt.current.key);
      attempt.current = null;
      clearDraft();
      setCreated(post);
    } catch (failure) {
      const fields = showPostFailure(
        failure,
        { validationTitle: t('failure.validationTitle'), errorTitle: t('failure.errorTitle'), general: t('failure.general') },
        (field, message) => {
          if (field in emptyValues()) form.setError(field as WizardField, { type: 'server', message });
        },
        errorMessage,
      );
      const back = firstStepWithError(fields);
      if (back >= 0 && back !== step) goTo(back);
      else if (back === step) setFailedChecks((count) => count + 1);
    } finally {
      setSubmitting(false);
    }
  }

  function resetAll() {
    form.reset(emptyValues());
    clearDraft();
    attempt.current = null;
    setCreated(null);
    setStep(0);
  }

  function close() {
    resetAll();
    onClose?.();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (step >= steps.length - 1) void submit();
    else void next();
  }

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const last = step >= steps.length - 1;
  const stepNumber = { n: step + 1, total: steps.length };

  return (
    <div className={styles.wizard}>
      <ProgressBar
        step={step}
        total={steps.length}
        done={created !== null}
        label={t('progress.label')}
        valueText={created ? t('progress.done') : t('progress.step', stepNumber)}
      />
      {created ? (
        <SuccessScreen ref={heading} post={created} onAnother={resetAll} onClose={onClose ? close : undefined} />
      ) : (
        <FormProvider {...form}>
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId} className={styles.form}>
            <p className={styles.stepCount}>{t('progress.step', stepNumber)}</p>
            <Heading id={headingId} ref={heading} tabIndex={-1} className={styles.stepTitle}>
              {t(`steps.${current}`)}
            </Heading>
            {types.isError ? (
              <p role="alert">
                {t('loadFailed')}{' '}
                <button type="button" className="button button--ghost" onClick={() => void types.refetch()}>
                  {t('retry')}
                </button>
              </p>
            ) : !types.data ? (
              <p aria-busy="true">{t('loading')}</p>
            ) : (
              <StepBody
                step={current}
                types={types.data}
                categories={categories.data ?? []}
                optionalBonus={optionalBonus}
                skipRotation={skipRotation}
              />
            )}
            <div className={styles.nav}>
              {step > 0 && (
                <button type="button" className="button button--ghost" onClick={() => goTo(step - 1)}>
                  {t('previous')}
                </button>
              )}
              {/* Not disabled while sending (that drops the focus to the page): onSubmit ignores it meanwhile. */}
              <button
                type="submit"
                className="button"
                disabled={!types.data}
                aria-disabled={submitting || undefined}
                aria-busy={submitting || undefined}
              >
                {last ? (submitting ? t('sending') : t('confirm')) : t('next')}
              </button>
            </div>
          </form>
        </FormProvider>
      )}
    </div>
  );
}

function StepBody({
  step,
  types,
  categories,
  optionalBonus,
  skipRotation,
}: {
  step: StepName;
  types: readonly PromoType[];
  categories: Parameters<typeof CategoriesStep>[0]['categories'];
  optionalBonus: number | null;
  skipRotation: boolean;
}) {
  switch (step) {
    case 'type':
      return <TypeStep types={types} />;
    case 'categories':
      return <CategoriesStep categories={categories} />;
    case 'content':
      return <ContentStep />;
    case 'images':
      return <ImagesStep skipRotation={skipRotation} />;
    case 'details':
      return <DetailsStep optionalBonus={optionalBonus} />;
    case 'discount':
      return <DiscountStep />;
    case 'quote':
      return <QuoteStep />;
  }
}
