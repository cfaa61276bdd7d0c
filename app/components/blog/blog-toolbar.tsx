import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigate, useSubmit } from "react-router";
import { cn } from "../../lib/cn";
import { inputClasses } from "../ui/form-field";
import { type BlogQuery, blogHref } from "./blog-query";

/**
 * Search and the category dropdown (SPEC §2). A plain GET form, so it works before JavaScript;
 * after hydration, typing filters as you go (debounced) and the dropdown applies at once.
 */
export function BlogToolbar({ query, categories }: { query: BlogQuery; categories: readonly string[] }) {
  const [text, setText] = useState(query.q);
  const navigate = useNavigate();
  const submit = useSubmit();
  const typed = useRef(false);

  // A trending topic or a back/forward navigation changes the URL: the box follows it.
  useEffect(() => {
    typed.current = false;
    setText(query.q);
  }, [query.q]);

  useEffect(() => {
    if (!typed.current || text.trim() === query.q) return;
    const timer = setTimeout(() => {
      navigate(blogHref({ q: text.trim(), category: query.category }), { replace: true, preventScrollReset: true });
    }, 350);
    return () => clearTimeout(timer);
  }, [text, query.q, query.category, navigate]);

  return (
    <Form method="get" action="/blog" role="search" className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id="blog-search"
          name="q"
          type="search"
          value={text}
          onChange={(event) => {
            typed.current = true;
            setText(event.target.value);
          }}
          placeholder="Search articles..."
          className={cn(inputClasses, "pl-9")}
        />
      </div>
      <label htmlFor="blog-category" className="sr-only">
        Category
      </label>
      <select
        id="blog-category"
        name="category"
        // Uncontrolled, keyed on the URL's value: the choice shows at once and follows back/forward.
        key={query.category}
        defaultValue={query.category}
        onChange={(event) => submit(event.currentTarget.form, { replace: true, preventScrollReset: true })}
        className={cn(inputClasses, "sm:w-56")}
      >
        <option value="">All Categories</option>
        {categories.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-lg bg-brand px-4 py-2.5 font-semibold text-on-brand text-sm">
          Search
        </button>
      </noscript>
    </Form>
  );
}
