import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { editRouteOf } from '../../lib/domain/edit-routes';
import { answerPostForm } from './post-form-post';
import { answerContentForm } from './content-form-post';
import { answerCalendarForm } from './calendar-form-post';
import { answerReviewForm } from './review-form-post';
import { isRecordId } from '../../lib/domain/record-id';
import { entryReviewHref, previewHref } from '../../lib/domain/publishing';
import type { SiteEnv } from '../../lib/platform/request-context';

/** A post's review page (its preview), whose form publishes, schedules or returns it. */
/** The id in a review page's address (publishing.ts builds them from staff.json's `reviewPaths`), if it is one. */
const reviewedId = (path: string, pageOf: (id: string) => string): string | undefined => {
  const prefix = pageOf('');
  const id = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  return isRecordId(id) ? id : undefined;
};

/**
 * POSTs of the dashboard's editing forms (`…/new`, `…/{id}/edit`), from our own origin only. They run before the
 * auth guard, so a session that ended while someone typed keeps what they typed (see answerDashForm); the write goes
 * to PocketBase with the staff member's own token, whose API rules decide.
 */
export default function dashForms(): MiddlewareHandler<SiteEnv> {
  const sameOrigin = csrf();
  return async function handleDashForm(c, next) {
    const { route } = c.var.request;
    if (c.req.method !== 'POST' || !route.ok || route.rsc) return next();
    const entry = reviewedId(route.path, entryReviewHref);
    if (entry) {
      await sameOrigin(c, async () => {
        c.res = await answerReviewForm(c, entry, 'calendar');
      });
      return;
    }
    const reviewed = reviewedId(route.path, previewHref);
    if (reviewed) {
      await sameOrigin(c, async () => {
        c.res = await answerReviewForm(c, reviewed);
      });
      return;
    }
    const target = editRouteOf(route.path);
    if (!target) return next();
    await sameOrigin(c, async () => {
      const answer = { posts: answerPostForm, calendar: answerCalendarForm, content: answerContentForm }[
        target.collection
      ];
      c.res = await answer(c, target);
    });
  };
}
