import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/**
 * Lays out a document of simple blocks as an A4 PDF with pdfkit (pure JavaScript: no browser at
 * run time). The documents themselves (server/modules/resources/documents.ts) are plain data.
 *
 * Fonts: pdfkit's built-in fonts know only WinAnsi, which has no ₹ (every price on the site) and
 * none of the letters staff may type into a plan. Noto Sans, from an npm package (so CI and every
 * machine have it, with no system font assumed), covers both; pdfkit embeds only the glyphs a
 * document uses, so a guide stays small.
 */
const require = createRequire(import.meta.url);
const fontFiles = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
} as const;

export type Block =
  | { kind: "title"; text: string; subtitle: string }
  | { kind: "heading"; text: string; intro?: string }
  | { kind: "subheading"; text: string; aside?: string }
  | { kind: "paragraph"; text: string; muted?: boolean }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "checklist"; items: readonly string[] }
  | { kind: "facts"; rows: ReadonlyArray<readonly [string, string]> }
  | { kind: "pageBreak" };

export interface DocumentSpec {
  /** The PDF's title (its metadata, and what a reader's window shows). */
  title: string;
  subject: string;
  /** Printed at the foot of every page, beside its number. */
  footer: string;
  /** The document's date (its metadata): from the server's clock, so tests can fix it. */
  createdAt: Date;
  blocks: readonly Block[];
}

const colours = { ink: "#0f172a", muted: "#475569", brand: "#4338ca", rule: "#cbd5e1" } as const;
const margin = 56;
/** A heading with less room than this below it starts a new page, so it is never left alone at the bottom. */
const headingKeepWithNext = 110;

type Pdf = PDFKit.PDFDocument;

/** Where a block is drawn: the document, the text column's width, and a page break when room runs out. */
interface Column {
  doc: Pdf;
  width: number;
  /** Starts a new page unless `points` fit below the cursor. */
  keepRoom(points: number): void;
}

export function writePdf(spec: DocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: margin, bottom: margin + 14, left: margin, right: margin },
    bufferPages: true,
    // The bytes depend on the content and the date only, so a size shown beside a link is the size served.
    info: { Title: spec.title, Subject: spec.subject, Author: "Aster HRMS", CreationDate: spec.createdAt },
    lang: "en-IN",
    displayTitle: true,
    font: fontFiles.regular,
  });
  doc.registerFont("body", fontFiles.regular);
  doc.registerFont("bold", fontFiles.bold);
  const done = bytesOf(doc);

  const width = doc.page.width - margin * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const column: Column = {
    doc,
    width,
    keepRoom: (points) => {
      if (doc.y + points > bottom()) doc.addPage();
    },
  };
  for (const block of spec.blocks) drawBlock(column, block);
  writeFooters(doc, width, spec.footer);
  doc.end();
  return done;
}

/** The whole file, once the document has ended. */
function bytesOf(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

function drawBlock(column: Column, block: Block): void {
  const { doc, width, keepRoom } = column;
  switch (block.kind) {
    case "title":
      doc.font("bold").fontSize(26).fillColor(colours.brand).text(block.text, { width });
      doc.moveDown(0.3);
      doc.font("body").fontSize(12).fillColor(colours.muted).text(block.subtitle, { width });
      doc.moveDown(0.8);
      doc
        .moveTo(margin, doc.y)
        .lineTo(margin + width, doc.y)
        .lineWidth(1)
        .strokeColor(colours.rule)
        .stroke();
      doc.moveDown(1);
      break;
    case "heading":
      keepRoom(headingKeepWithNext);
      doc.moveDown(0.6);
      doc.font("bold").fontSize(17).fillColor(colours.brand).text(block.text, { width });
      doc.moveDown(0.3);
      if (block.intro) {
        doc.font("body").fontSize(10.5).fillColor(colours.muted).text(block.intro, { width, lineGap: 2 });
        doc.moveDown(0.5);
      }
      break;
    case "subheading":
      keepRoom(headingKeepWithNext / 2);
      doc.moveDown(0.4);
      doc
        .font("bold")
        .fontSize(12)
        .fillColor(colours.ink)
        .text(block.text, { width, continued: Boolean(block.aside) });
      if (block.aside) doc.font("body").fontSize(10).fillColor(colours.muted).text(`   ${block.aside}`);
      doc.moveDown(0.2);
      break;
    case "paragraph":
      doc
        .font("body")
        .fontSize(10.5)
        .fillColor(block.muted ? colours.muted : colours.ink)
        .text(block.text, { width, lineGap: 2 });
      doc.moveDown(0.5);
      break;
    case "bullets":
      drawBullets(column, block.items);
      break;
    case "checklist":
      drawChecklist(column, block.items);
      break;
    case "facts":
      drawFacts(column, block.rows);
      break;
    case "pageBreak":
      doc.addPage();
      break;
  }
}

function drawBullets({ doc, width, keepRoom }: Column, items: readonly string[]): void {
  doc.font("body").fontSize(10.5).fillColor(colours.ink);
  for (const item of items) {
    keepRoom(16);
    const top = doc.y;
    doc.circle(margin + 4, top + 7, 1.8).fill(colours.brand);
    doc.fillColor(colours.ink).text(item, margin + 16, top, { width: width - 16, lineGap: 2 });
    doc.moveDown(0.25);
  }
  doc.x = margin;
  doc.moveDown(0.3);
}

function drawChecklist({ doc, width, keepRoom }: Column, items: readonly string[]): void {
  doc.font("body").fontSize(10.5).fillColor(colours.ink);
  for (const item of items) {
    keepRoom(18);
    const top = doc.y;
    doc
      .rect(margin, top + 2, 10, 10)
      .lineWidth(0.8)
      .strokeColor(colours.muted)
      .stroke();
    doc.fillColor(colours.ink).text(item, margin + 20, top, { width: width - 20, lineGap: 2 });
    doc.moveDown(0.35);
  }
  doc.x = margin;
  doc.moveDown(0.3);
}

function drawFacts({ doc, width, keepRoom }: Column, rows: ReadonlyArray<readonly [string, string]>): void {
  for (const [label, value] of rows) {
    keepRoom(16);
    const top = doc.y;
    doc.font("bold").fontSize(10).fillColor(colours.muted).text(label, margin, top, { width: 130 });
    const labelBottom = doc.y;
    doc
      .font("body")
      .fontSize(10.5)
      .fillColor(colours.ink)
      .text(value, margin + 140, top, { width: width - 140, lineGap: 1 });
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.2);
  }
  doc.x = margin;
  doc.moveDown(0.3);
}

/** Every page's foot: the document's name and "page n of m" (known only once all are laid out). */
function writeFooters(doc: Pdf, width: number, footer: string): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const footY = doc.page.height - margin + 6;
    // Writing inside the bottom margin: lift it for this line so pdfkit does not start a new page.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("body")
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text(footer, margin, footY, { width: width / 2, lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, margin + width / 2, footY, {
      width: width / 2,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
}
