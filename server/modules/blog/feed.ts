import { Feed } from "feed";
import type { BlogPost } from "../../../common/blog";
import { businessTimeZone, yearIn } from "../../../common/business-time";
import { company, copyrightNotice } from "../../../content/company";

/** /rss.xml: the newest published posts as RSS 2.0, with links on the configured origin. */
export function rssFeed(posts: readonly BlogPost[], publicUrl: string, now: Date): string {
  const feed = new Feed({
    title: `${company.product} blog`,
    description: "HR technology, payroll, attendance and people practices for growing teams in India and the Gulf.",
    id: `${publicUrl}/blog`,
    link: `${publicUrl}/blog`,
    language: "en",
    favicon: `${publicUrl}/favicon.svg`,
    copyright: copyrightNotice(yearIn(now, businessTimeZone).year),
    ...(posts[0] ? { updated: new Date(posts[0].date) } : {}),
    generator: company.product,
    feedLinks: { rss: `${publicUrl}/rss.xml` },
  });
  for (const post of posts) {
    const link = `${publicUrl}/blog/${post.slug}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      content: post.content,
      author: [{ name: post.author }],
      date: new Date(post.date),
      category: [{ name: post.category }],
      ...(post.imageUrl
        ? { image: post.imageUrl.startsWith("/") ? `${publicUrl}${post.imageUrl}` : post.imageUrl }
        : {}),
    });
  }
  return feed.rss2();
}
