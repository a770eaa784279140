import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/**
 * Renders an island as the server does, then hydrates it as the browser does. Returns the buttons a visitor could
 * press (not those of a closed dialog) that are enabled in the server's HTML, and those still disabled after hydration.
 */
export async function buttonsAcrossHydration(island: ReactElement) {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(island);
  const buttons = () =>
    [...container.querySelectorAll("button")].filter(
      (button) => !button.closest("dialog:not([open])"),
    );
  const count = buttons().length;
  const enabledBefore = buttons().filter((button) => !button.disabled);
  const root = await act(async () => hydrateRoot(container, island));
  const disabledAfter = buttons().filter((button) => button.disabled);
  act(() => root.unmount());
  container.remove();
  return { count, enabledBefore, disabledAfter };
}

/**
 * Renders an island as the server does, types `typed` into its first text box as a visitor could before the script
 * ran, then hydrates it. Returns the container, that box, and `done()` to unmount and remove it.
 */
export async function hydrateWithTypedText(island: ReactElement, typed: string) {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(island);
  const box = container.querySelector("input") as HTMLInputElement;
  box.value = typed;
  const root = await act(async () => hydrateRoot(container, island));
  const done = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, box, done };
}
