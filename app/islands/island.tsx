import { type IslandName, type IslandProps, islands } from "./registry";

/**
 * Renders an island: a component the browser brings to life on its own (ADR 016), inside an
 * element that names it and carries its props. On a page that hydrates only its islands,
 * boot.client.tsx hydrates each such element; on a page React Router hydrates, it is part of
 * the whole tree like any component. `display: contents`, so the wrapper changes no layout;
 * a `span` where the island sits in text (a heading, a paragraph).
 */
export function Island<Name extends IslandName>({
  name,
  props,
  as: Wrapper = "div",
}: {
  name: Name;
  props: IslandProps<Name>;
  as?: "div" | "span";
}) {
  // Each name's props are checked where the island is placed; here any island takes its own.
  const Component = islands[name] as React.ComponentType<object>;
  return (
    <Wrapper data-island={name} data-island-props={JSON.stringify(props)} className="contents">
      <Component {...(props as object)} />
    </Wrapper>
  );
}
