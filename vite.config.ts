import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Back-office code (with common/, whose Zod schemas only forms use): kept out of public pages. */
const backOffice =
  /[\\/]common[\\/]|[\\/]app[\\/](routes[\\/]admin|components[\\/]admin|components[\\/]ui[\\/](dialog|toast|form-field)|lib[\\/](admin-session|api-client|use-admin-errors))|[\\/]node_modules[\\/](zod|@radix-ui[\\/]react-alert-dialog)[\\/]/;

/** Modal dialogs: the back office and the assistant panel (loaded on first open) use them, pages do not. */
const dialogs =
  /[\\/]node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-scope|focus-guards|portal|dismissable-layer)|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inline nothing: every asset is a hashed file, so the CSP needs no data: sources.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Left alone, the bundler emits dozens of sub-kilobyte chunks (one per icon); over
        // HTTP/1.1 on a slow phone each costs a round trip before the page is interactive.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
              priority: 4,
            },
            // Shared by public pages (and maybe the back office): one chunk. It is claimed before the
            // others because a group also takes its modules' dependencies: Radix internals used by
            // tabs and accordions must land here, not in the dialog chunk.
            {
              name: "site",
              test: (id) => !backOffice.test(id) && !dialogs.test(id),
              minShareCount: 2,
              priority: 3,
            },
            { name: "dialogs", test: dialogs, priority: 2 },
            { name: "back-office", test: backOffice, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
