import { render } from "@react-email/render";
import type { ReactElement } from "react";

/** An email template rendered to the two parts every message carries: HTML and plain text. */
export async function renderEmail(template: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return { html, text };
}
