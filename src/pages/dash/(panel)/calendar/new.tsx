import type { PageProps } from 'waku/router';
import { CalendarFormPage } from '../_components/calendar-form-page';
import { dynamicRender } from '../../../_components/render';

export default async function NewCalendarEntryPage({ query }: PageProps<'/dash/calendar/new'>) {
  return <CalendarFormPage query={query} />;
}

export const getConfig = dynamicRender;
