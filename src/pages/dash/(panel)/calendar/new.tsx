import type { PageProps } from 'waku/router';
import { CalendarFormPage } from '../_components/calendar-form-page';

export default async function NewCalendarEntryPage({ query }: PageProps<'/dash/calendar/new'>) {
  return <CalendarFormPage query={query} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};
