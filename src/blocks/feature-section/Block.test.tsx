import { fireEvent, render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";

import { buttonsAcrossHydration } from "../../../tests/support/hydration";
import FeatureSection from "./Block";
import { FeatureTabs } from "./Block.client";
import { samples } from "./sample";

const context = { headingLevel: 2, imageLoading: 'lazy' } as const;
const tab = (name: string) => screen.getByRole("tab", { name });

it("selects the first card at first and shows its title and text below the cards", () => {
  render(
    <FeatureSection
      block={{ ...samples.digitalProgram, id: "f1" }}
      context={context}
    />,
  );
  const list = screen.getByRole("tablist", {
    name: "What teachers get in every lesson",
  });
  expect(
    within(list)
      .getAllByRole("tab")
      .map((card) => card.textContent),
  ).toEqual([
    "Lesson videos",
    "Classroom slides",
    "Practice activities",
    "Progress reports",
  ]);
  expect(tab("Lesson videos")).toHaveAttribute("aria-selected", "true");
  expect(tab("Classroom slides")).toHaveAttribute("aria-selected", "false");
  const panel = screen.getByRole("tabpanel", { name: "Lesson videos" });
  expect(
    within(panel).getByRole("heading", { level: 3, name: "Lesson videos" }),
  ).toBeInTheDocument();
  expect(
    within(panel).getByText(/Short videos featuring real students/),
  ).toBeVisible();
  expect(screen.getByText(/Ready-made slides/)).not.toBeVisible();
});

it("shows the card a visitor clicks and dims the others", () => {
  render(
    <FeatureSection
      block={{ ...samples.digitalProgram, id: "f2" }}
      context={context}
    />,
  );
  fireEvent.click(tab("Practice activities"));
  expect(tab("Practice activities")).toHaveAttribute("aria-selected", "true");
  expect(tab("Lesson videos")).toHaveAttribute("aria-selected", "false");
  const panel = screen.getByRole("tabpanel", { name: "Practice activities" });
  expect(
    within(panel).getByRole("link", { name: "See a sample activity" }),
  ).toBeVisible();
  expect(
    screen.getByText(/Short videos featuring real students/),
  ).not.toBeVisible();
});

it("moves the selection and the focus with the arrow keys, Home and End, with only the selected card in the Tab order", () => {
  render(
    <FeatureSection
      block={{ ...samples.digitalProgram, id: "f3" }}
      context={context}
    />,
  );
  tab("Lesson videos").focus();
  fireEvent.keyDown(tab("Lesson videos"), { key: "ArrowRight" });
  expect(tab("Classroom slides")).toHaveFocus();
  expect(tab("Classroom slides")).toHaveAttribute("aria-selected", "true");
  expect(tab("Classroom slides")).toHaveAttribute("tabindex", "0");
  expect(tab("Lesson videos")).toHaveAttribute("tabindex", "-1");
  fireEvent.keyDown(tab("Classroom slides"), { key: "End" });
  expect(tab("Progress reports")).toHaveFocus();
  fireEvent.keyDown(tab("Progress reports"), { key: "ArrowRight" });
  expect(tab("Lesson videos")).toHaveFocus();
  fireEvent.keyDown(tab("Lesson videos"), { key: "ArrowLeft" });
  expect(tab("Progress reports")).toHaveAttribute("aria-selected", "true");
  fireEvent.keyDown(tab("Progress reports"), { key: "Home" });
  expect(tab("Lesson videos")).toHaveFocus();
  expect(screen.getByRole("tabpanel", { name: "Lesson videos" })).toBeVisible();
});

it("names the cards by their titles only, the pictures being decorative there", () => {
  render(
    <FeatureSection
      block={{ ...samples.digitalProgram, id: "f4" }}
      context={context}
    />,
  );
  expect(
    tab("Lesson videos").querySelector("img")?.closest('[aria-hidden="true"]'),
  ).not.toBeNull();
});

it('labels the cards "Features" and puts the panel titles at the section level without a title', () => {
  render(
    <FeatureSection
      block={{ ...samples.textOnly, id: "f5" }}
      context={context}
    />,
  );
  expect(screen.getByRole("tablist", { name: "Features" })).toBeInTheDocument();
  expect(
    screen.getByRole("heading", { level: 2, name: "For teachers" }),
  ).toBeInTheDocument();
});

it("keeps the cards disabled in the server's HTML until the page's script runs, then enables them", async () => {
  const { count, enabledBefore, disabledAfter } = await buttonsAcrossHydration(
    <FeatureTabs
      label="Features"
      tabs={[{ key: "a", label: "Videos", panel: <p>Videos</p> }]}
    />,
  );
  expect(count).toBe(1);
  expect(enabledBefore).toEqual([]);
  expect(disabledAfter).toEqual([]);
});
