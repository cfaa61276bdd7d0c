import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, Extension, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { useMemo, useRef } from "react";
import { cn } from "../../../lib/cn";
import { rovingIndex } from "../../../lib/roving-index";

interface Tool {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  /** A formatting toggle (aria-pressed); commands like undo leave it out. */
  active?: (editor: Editor) => boolean;
  can?: (editor: Editor) => boolean;
}

const tools: Tool[][] = [
  [
    {
      label: "Bold",
      shortcut: "Control+B",
      icon: Bold,
      run: (editor) => editor.chain().focus().toggleBold().run(),
      active: (editor) => editor.isActive("bold"),
    },
    {
      label: "Italic",
      shortcut: "Control+I",
      icon: Italic,
      run: (editor) => editor.chain().focus().toggleItalic().run(),
      active: (editor) => editor.isActive("italic"),
    },
    {
      label: "Code",
      shortcut: "Control+E",
      icon: Code,
      run: (editor) => editor.chain().focus().toggleCode().run(),
      active: (editor) => editor.isActive("code"),
    },
    {
      label: "Link",
      shortcut: "Control+K",
      icon: Link2,
      run: (editor) => toggleLink(editor),
      active: (editor) => editor.isActive("link"),
    },
  ],
  [
    {
      label: "Heading",
      shortcut: "Control+Alt+2",
      icon: Heading2,
      run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
      active: (editor) => editor.isActive("heading", { level: 2 }),
    },
    {
      label: "Subheading",
      shortcut: "Control+Alt+3",
      icon: Heading3,
      run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
      active: (editor) => editor.isActive("heading", { level: 3 }),
    },
    {
      label: "Bulleted list",
      shortcut: "Control+Shift+8",
      icon: List,
      run: (editor) => editor.chain().focus().toggleBulletList().run(),
      active: (editor) => editor.isActive("bulletList"),
    },
    {
      label: "Numbered list",
      shortcut: "Control+Shift+7",
      icon: ListOrdered,
      run: (editor) => editor.chain().focus().toggleOrderedList().run(),
      active: (editor) => editor.isActive("orderedList"),
    },
    {
      label: "Quote",
      shortcut: "Control+Shift+B",
      icon: Quote,
      run: (editor) => editor.chain().focus().toggleBlockquote().run(),
      active: (editor) => editor.isActive("blockquote"),
    },
  ],
  [
    {
      label: "Undo",
      shortcut: "Control+Z",
      icon: Undo2,
      run: (editor) => editor.chain().focus().undo().run(),
      can: (editor) => editor.can().undo(),
    },
    {
      label: "Redo",
      shortcut: "Control+Shift+Z",
      icon: Redo2,
      run: (editor) => editor.chain().focus().redo().run(),
      can: (editor) => editor.can().redo(),
    },
  ],
];
const flatTools = tools.flat();

/** Ctrl+K for a link, as in most editors (Tiptap's link extension has no shortcut of its own). */
const linkShortcut = Extension.create({
  name: "linkShortcut",
  addKeyboardShortcuts() {
    return {
      "Mod-k": () => {
        toggleLink(this.editor);
        return true;
      },
    };
  },
});

/** Adds a link to the selection (asking for the address), or removes the one under the cursor. */
function toggleLink(editor: Editor) {
  if (editor.isActive("link")) {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    return;
  }
  const href = window.prompt("Link address (https://…, mailto:… or /a-page-on-this-site)")?.trim();
  if (!href) {
    editor.commands.focus();
    return;
  }
  const chain = editor.chain().focus().extendMarkRange("link");
  if (editor.state.selection.empty)
    chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
  else chain.setLink({ href }).run();
}

/**
 * The editor's schema and commands. Made once: useEditor compares its options with the editor's on
 * every render, extension by extension, and sets them again when any differs. New instances on each
 * render made every keystroke's render reset the view (view.updateState), which reads the typing
 * not yet observed and reports it as another change: a render loop React stopped after 50 turns.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      HTMLAttributes: { target: null, rel: "noopener noreferrer nofollow" },
    },
  }),
  // Posts may hold images (the sanitizer keeps http(s) <img>); without this node the editor
  // would silently drop them the first time an older post is edited and saved.
  Image.configure({ inline: false }),
  linkShortcut,
];

/**
 * The toolbar is one tab stop (a WAI-ARIA toolbar): arrow keys, Home and End move between its
 * buttons, so the keyboard reaches the text without tabbing through twelve buttons.
 */
function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      flatTools.map((tool) => ({
        pressed: tool.active ? tool.active(current) : undefined,
        enabled: tool.can ? tool.can(current) : true,
      })),
  });
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const focusIndex = useRef(0);

  function onKeyDown(event: React.KeyboardEvent) {
    const next = rovingIndex(event.key, focusIndex.current, flatTools.length, "horizontal");
    if (next === undefined) return;
    event.preventDefault();
    focusIndex.current = next;
    buttons.current[focusIndex.current]?.focus();
  }

  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-line border-b bg-surface-muted p-1.5"
    >
      {tools.map((group, groupIndex) => (
        <div key={group[0]?.label} className={cn("flex gap-0.5", groupIndex > 0 && "border-line border-l pl-1")}>
          {group.map((tool) => {
            const position = index++;
            const { pressed, enabled } = state[position] ?? { pressed: undefined, enabled: true };
            const Icon = tool.icon;
            return (
              <button
                key={tool.label}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === focusIndex.current ? 0 : -1}
                aria-pressed={pressed}
                aria-keyshortcuts={tool.shortcut}
                // aria-disabled, not disabled: a toolbar's unavailable buttons stay reachable by the arrow keys (APG).
                aria-disabled={!enabled}
                title={tool.shortcut ? `${tool.label} (${tool.shortcut.replace("Control", "Ctrl")})` : tool.label}
                onFocus={() => {
                  focusIndex.current = position;
                }}
                onClick={() => enabled && tool.run(editor)}
                className={cn(
                  "inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface hover:text-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-40",
                  pressed && "bg-brand-soft text-brand-ink hover:bg-brand-soft hover:text-brand-ink",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                <span className="sr-only">{tool.label}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/**
 * The post body: a Tiptap editor limited to what the server's sanitizer keeps (no underline,
 * no images, headings from h2: the title is the page's h1). Its HTML goes to the server, which
 * sanitizes it again on write.
 */
export function RichTextEditor({
  id,
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: {
  id: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the field's visible label. */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  // The editor keeps the first callbacks it is given; the latest onChange is read through a ref.
  const changed = useRef(onChange);
  changed.current = onChange;
  // An error from the server or the checks is announced with the field, as on every other input.
  // A new object only when an attribute changes: useEditor sets the options again whenever it is new.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        "aria-required": "true",
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        "aria-invalid": invalid ? "true" : "false",
        class: "post-content min-h-[22rem] px-4 py-3 focus:outline-none",
      },
    }),
    [id, labelledBy, describedBy, invalid],
  );
  const editor = useEditor({
    // The back office renders in the browser only; this avoids a first render without the editor.
    immediatelyRender: true,
    extensions,
    content: initialHtml,
    editorProps,
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? "" : current.getHTML()),
  });

  if (!editor) return null;
  return (
    <div
      className={cn(
        "overflow-hidden rounded-lg border border-line-strong bg-surface focus-within:border-brand focus-within:outline-2 focus-within:outline-[var(--focus)]",
        invalid && "border-red-600",
      )}
    >
      <Toolbar editor={editor} label="Formatting" />
      {/* The text scrolls under the toolbar, so the buttons stay in reach in a long post. */}
      <EditorContent editor={editor} className="max-h-[70vh] overflow-y-auto" />
    </div>
  );
}
