// GitHub's heading anchors, which the markdown's own links use: lower case, punctuation dropped, spaces to
// dashes. One rule for the site (scripts/site.mjs gives headings these ids) and the docs test (links resolve).
export const headingAnchor = (text) => text.trim().toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');
