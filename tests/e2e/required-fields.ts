import type { Locator, Page } from "@playwright/test";
import type { z } from "../../common/zod";
import { expect } from "./fixtures";

/**
 * Required fields as a screen reader meets them (WCAG 2.2 1.3.1, 3.3.2): read from Chromium's own
 * accessibility tree over CDP, not from attributes. axe does not catch a required field that is
 * only drawn as required (an aria-hidden asterisk), and an attribute check would pass a control
 * the browser does not expose as required (a `required` on a div, say).
 */

/** The keys a form's schema requires: those it refuses an empty object for. */
function requiredKeys(schema: z.ZodObject): string[] {
  const result = schema.safeParse({});
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].sort();
}

/** A form's required fields by label: the keys must be exactly those its schema requires. */
export function labelsOf(schema: z.ZodObject, labels: Record<string, string>): Record<string, string> {
  expect(Object.keys(labels).sort(), "the labels cover the schema's required keys").toEqual(requiredKeys(schema));
  return labels;
}

/**
 * The error the schema gives each required field of the form sent empty (every text field ""),
 * as the form shows it, by the field's label; `prefilled` are keys the form fills in itself.
 * A required field the schema has no message for fails here: an empty message would be "found" in
 * any description.
 */
export function errorsByLabel(
  schema: z.ZodObject,
  labels: Record<string, string>,
  prefilled: readonly string[] = [],
): Record<string, string> {
  const result = schema.safeParse(Object.fromEntries(Object.keys(labels).map((key) => [key, ""])));
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  const checked = Object.entries(labels).filter(([key]) => !prefilled.includes(key));
  expect(checked.length, "the form has a required field it does not fill in itself").toBeGreaterThan(0);
  return Object.fromEntries(
    checked.map(([key, label]) => {
      const message = messages[key];
      expect(message?.trim(), `the schema's message for ${key} ("${label}") sent empty`).toBeTruthy();
      return [label, message as string];
    }),
  );
}

export interface AccessibleField {
  role: string;
  name: string;
  /** Undefined where CDP does not report the state (see `requiredStateUnreported`). */
  required: boolean | undefined;
  /** The accessible description: what aria-describedby points at (hint, then error). */
  description: string;
}

/** Roles of the controls a visitor fills in, as CDP names them (a date input is "Date", not "textbox"). */
const fieldRoles = new Set(["textbox", "combobox", "spinbutton", "searchbox", "Date", "DateTime", "InputTime"]);

/**
 * Roles whose required state Chromium's DevTools protocol leaves out of a node's properties: it
 * lists `required` with the text-field properties only (Chromium 14x, checked on a bare page: a
 * `<select>` or a date input with `required` or `aria-required="true"` reports no `required`).
 * For these the test reads the attribute on the element the accessibility tree names.
 */
const requiredStateUnreported = new Set(["combobox", "Date", "DateTime", "InputTime"]);

/** Every control inside `scope`, as Chromium's accessibility tree reports it. */
export async function accessibleFields(page: Page, scope: Locator): Promise<AccessibleField[]> {
  const marker = `ax-scope-${Math.random().toString(36).slice(2)}`;
  await scope.evaluate((element, value) => element.setAttribute("data-ax-scope", value), marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[data-ax-scope="${marker}"]`,
    });
    // With neither a name nor a role, queryAXTree returns every node of the subtree.
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId });
    return nodes
      .filter((node) => !node.ignored && fieldRoles.has(String(node.role?.value)))
      .map((node) => ({
        role: String(node.role?.value),
        name: String(node.name?.value ?? ""),
        required: requiredStateUnreported.has(String(node.role?.value))
          ? undefined
          : (node.properties?.some((property) => property.name === "required" && property.value.value) ?? false),
        description: String(node.description?.value ?? ""),
      }));
  } finally {
    await cdp.detach();
    await scope.evaluate((element) => element.removeAttribute("data-ax-scope"));
  }
}

/**
 * `scope`'s required fields, by accessible name, are exactly `labels` (the schema's required keys,
 * each by its label, plus any the form alone requires): none missing, none extra. Each is also
 * found by `getByRole` with its name, the way a test or an assistive technology looks it up.
 */
export async function expectRequiredFields(
  page: Page,
  scope: Locator,
  labels: readonly string[],
): Promise<AccessibleField[]> {
  const fields = await accessibleFields(page, scope);
  expect(fields.length, "the form's controls are in the accessibility tree").toBeGreaterThan(0);
  for (const field of fields) {
    if (field.required !== undefined) continue;
    // CDP's "Date" is Playwright's textbox (ARIA has no date role).
    const role = field.role === "combobox" ? "combobox" : "textbox";
    const element = scope.getByRole(role, { name: field.name, exact: true });
    field.required = await element.evaluate(
      (control) => control.hasAttribute("required") || control.getAttribute("aria-required") === "true",
    );
  }
  expect(
    fields
      .filter((field) => field.required)
      .map((field) => field.name)
      .sort(),
  ).toEqual([...labels].sort());
  for (const label of labels) {
    const role = fields.find((field) => field.name === label)?.role;
    const ariaRole = role === "combobox" || role === "spinbutton" ? role : "textbox";
    await expect(scope.getByRole(ariaRole, { name: label, exact: true })).toBeVisible();
  }
  return fields;
}

/**
 * After the form was sent empty, each required field's accessible description carries its error
 * (aria-describedby), so a screen reader reads the error with the field.
 */
export async function expectErrorsDescribeFields(
  page: Page,
  scope: Locator,
  errorsByLabel: Readonly<Record<string, string>>,
): Promise<void> {
  const [firstError] = Object.values(errorsByLabel);
  if (!firstError) throw new Error("expectErrorsDescribeFields needs at least one field's error");
  await expect(scope.getByText(firstError, { exact: true })).toBeVisible();
  const fields = await accessibleFields(page, scope);
  const descriptions = Object.fromEntries(
    Object.keys(errorsByLabel).map((label) => [label, fields.find((field) => field.name === label)?.description]),
  );
  for (const [label, error] of Object.entries(errorsByLabel)) {
    expect(descriptions[label], `${label}'s description`).toContain(error);
  }
}
