/** Every public route of the spec, with one detail page each (ids from the demo seed). */
export const PUBLIC_ROUTES = [
  "/",
  "/posts",
  "/posts/post00000000014",
  "/projects",
  "/projects/post00000000021",
  "/aktuellesGrossprojekt",
  "/aktuellesGrossprojekt/post00000000025",
  "/old-but-great",
  "/old-but-great/post00000000018",
  "/kreatives",
  "/archiv",
  "/kalender",
  "/lehrer",
  "/klassen",
  "/eltern",
  "/bikeline",
  "/benachrichtigungen",
  "/impressum",
  "/datenschutz",
  "/barrierefreiheit",
];

/** The pages measured under load and in a fresh isolate: home, the news list and one post. */
export const KEY_ROUTES = ["/", "/posts", "/posts/post00000000014"];

/** The pages measured with Lighthouse: the key routes and the calendar. */
export const LIGHTHOUSE_ROUTES = [...KEY_ROUTES, "/kalender"];
