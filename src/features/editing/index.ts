/**
 * Editing in the dashboard (contract.md, "Dashboard"): the forms' POSTs for posts, calendar entries and the other
 * content, one pipeline (edit-form.ts) as the signed-in staff member, and what a refused form keeps for the browser
 * that typed it. Code outside this folder imports from here; the forms' pure rules are in src/lib/domain/ (the form
 * components and PocketBase's writes in src/lib/content/ use them too).
 *
 * - routes.ts            POST of the dashboard's editing forms, a step of the edge router
 * - dash-form-post.ts    the session, the form's binding to its browser and its body, for every form
 * - edit-form.ts         one form's run: load, role, deletion, checks, save, PocketBase's field errors
 * - post-form-post.ts, calendar-form-post.ts, content-form-post.ts   each form's definition
 * - form-state.ts        what a refused form typed, kept for its own browser only
 */
export { default as dashForms } from './routes';
export { FORM_STATE_PARAM, type FormState, loadFormState, loadKeptForm } from './form-state';
export { answerDashForm, type FormContext, type FormRoute } from './dash-form-post';
