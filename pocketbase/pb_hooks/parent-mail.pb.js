/// <reference path="../pb_data/types.d.ts" />

// POST /api/site/parent-mail: one mail to a parent, asked for by the site (parent-mail.js says how and why).
routerAdd("POST", "/api/site/parent-mail", (e) => require(`${__hooks}/parent-mail.js`).handle(e));
