/** A back-office page's head: its name in the tab, and kept out of search engines. */
export const adminMeta = (title: string) => [
  { title: `${title} | Aster Admin` },
  { name: "robots", content: "noindex" },
];
