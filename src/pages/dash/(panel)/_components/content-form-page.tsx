import type { RecordModel } from 'pocketbase';
import { Link } from 'waku';
import { CONTENT_FORM_ID, ContentRecordForm } from '../../../../components/dash/content-form';
import { FormKeeper } from '../../../../components/dash/client-components';
import { draftKey } from '../../../../lib/domain/form-drafts';
import { DeleteForm } from '../../../../components/dash/form/fields';
import { PageMeta } from '../../../../components/page-meta';
import { SectionUnavailable } from '../../../../components/section-unavailable';
import { fileUrl } from '../../../../lib/content/client';
import { getEditableRecord, listAsStaff } from '../../../../lib/content/editing';
import { getRelationOptions } from '../../../../lib/content/relation-targets';
import { CONTENT_BASE, contentFormOf } from '../../../../lib/domain/content-forms';
import { type ContentValues, contentValuesOf } from '../../../../lib/domain/content-values';
import { editsOtherContent } from '../../../../lib/domain/staff-roles';
import { staffAuthClient } from '../../../../features/staff';
import { FORM_STATE_PARAM, loadFormState } from '../../../../features/editing';
import { currentRequest, requireStaffSession } from '../../../../lib/platform/request-context';

async function optionalFirstId(token: string, collection: string): Promise<string | undefined> {
  const [first] = await listAsStaff(token, collection, { filter: '', sort: 'created', perPage: 1, fields: 'id' }).catch(
    () => [],
  );
  return first?.id;
}

/** `/dash/inhalte/{collection}/new` and `…/{id}/edit`: the editors' form for the site's other content. */
export async function ContentFormPage(props: { collection: string; recordId?: string; query: string }) {
  const { collection, query } = props;
  const session = requireStaffSession();
  const form = contentFormOf(collection);
  // The school has one record: "new" edits it once it exists.
  const recordId = props.recordId ?? (form?.single ? await optionalFirstId(session.token, collection) : undefined);
  const path = `${CONTENT_BASE}/${collection}/${recordId ? `${recordId}/edit` : 'new'}`;
  if (!form) {
    return (
      <>
        <PageMeta title="Nicht gefunden – Verwaltung" path={path} noindex />
        <h1>Diese Inhaltsart gibt es nicht</h1>
        <p>
          <Link to="/dash/start">Zur Übersicht</Link>
        </p>
      </>
    );
  }
  const back = <Link to={form.list}>{`← ${form.listLabel}`}</Link>;
  const title = recordId ? `${form.noun} bearbeiten` : `${form.noun}: neu`;
  if (!editsOtherContent(session.role)) {
    return (
      <>
        <PageMeta title={`${title} – Verwaltung`} path={path} noindex />
        {back}
        <h1>{title}</h1>
        <p>
          Diese Inhalte ändert nur die Redaktion. Fragen Sie sie oder die IT Ihrer Schule, wenn Sie die Rolle brauchen.
        </p>
      </>
    );
  }
  const request = currentRequest();
  const params = new URLSearchParams(query);
  const store = request && staffAuthClient(request.bindings, request.config.siteId);
  // The kept form is read alongside the record and the choices; it never fails the page.
  const kept = store
    ? loadFormState<ContentValues>(store, params.get(FORM_STATE_PARAM) ?? undefined, {
        browser: currentRequest()?.formBrowser,
        userId: session.id,
      }).catch(() => undefined)
    : Promise.resolve(undefined);
  let record: RecordModel | undefined;
  let options: Record<string, Array<{ id: string; name: string }>>;
  try {
    [record, options] = await Promise.all([
      recordId ? getEditableRecord(session.token, collection, recordId) : Promise.resolve(undefined),
      getRelationOptions(form),
    ]);
  } catch {
    return (
      <>
        <PageMeta title={`${title} – Verwaltung`} path={path} noindex />
        {back}
        <h1>{title}</h1>
        <SectionUnavailable what="Der Eintrag" />
      </>
    );
  }
  if (recordId && !record) {
    return (
      <>
        <PageMeta title="Nicht gefunden – Verwaltung" path={path} noindex />
        {back}
        <h1>Eintrag nicht gefunden</h1>
        <p>{`Einen Eintrag mit der ID „${recordId}“ gibt es hier nicht (mehr).`}</p>
      </>
    );
  }
  const state = await kept;
  return (
    <>
      <PageMeta title={`${title} – Verwaltung`} path={path} noindex />
      {back}
      <h1>{title}</h1>
      <FormKeeper
        formId={CONTENT_FORM_ID}
        storageKey={draftKey(session.id, path)}
        saved={!state && params.has('gespeichert')}
      />
      <ContentRecordForm
        form={form}
        action={path}
        values={state?.values ?? contentValuesOf(form, record)}
        errors={state?.errors ?? {}}
        {...(state?.message ? { message: state.message } : {})}
        {...(!state && params.has('gespeichert')
          ? { saved: 'Gespeichert. Auf der Website erscheint es innerhalb weniger Minuten.' }
          : {})}
        filesAgain={state?.filesAgain ?? false}
        chosen={state?.chosen}
        options={options}
        fileHref={(name) => (record ? fileUrl(record.collectionId, record.id, name) : '')}
      />
      {record && !form.single && <DeleteForm action={path} what={`diesen Eintrag (${form.noun})`} />}
    </>
  );
}
