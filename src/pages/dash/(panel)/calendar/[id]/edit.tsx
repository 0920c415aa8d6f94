import type { PageProps } from 'waku/router';
import { CalendarFormPage } from '../../_components/calendar-form-page';
import { dynamicRender } from '../../../../_components/render';

export default async function EditCalendarEntryPage({ id, query }: PageProps<'/dash/calendar/[id]/edit'>) {
  return <CalendarFormPage entryId={id} query={query} />;
}

export const getConfig = dynamicRender;
