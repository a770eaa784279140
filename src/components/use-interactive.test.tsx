import type { ReactElement } from "react";
import { expect, it } from "vitest";

import { buttonsAcrossHydration } from "../../tests/support/hydration";
import { Accordion } from "./Accordion.client";
import { Carousel } from "./Carousel.client";
import { Modal } from "./Modal.client";
import { MenuToggle } from "./shell/MenuToggle.client";
import { VideoPlayer } from "./VideoPlayer.client";

const slides = ["Circle time", "Partner practice"].map((text) => ({
  key: text,
  content: <p>{text}</p>,
  thumbnail: <span>{text}</span>,
}));

const islands: [string, ReactElement][] = [
  [
    "dialog trigger",
    <Modal key="modal" title="Watch the overview" triggerLabel="Watch video">
      <p>Content</p>
    </Modal>,
  ],
  [
    "video play button",
    <VideoPlayer
      key="video"
      title="Overview"
      embedSrc="https://player.example/embed/1"
      thumbnailSrc="/video-thumbnail/1"
    />,
  ],
  [
    "accordion",
    <Accordion
      key="accordion"
      headingLevel={2}
      items={[{ key: "a", title: "Question", content: <p>Answer</p> }]}
    />,
  ],
  [
    "carousel",
    <Carousel key="carousel" label="Photos" variant="image" slides={slides} />,
  ],
  [
    "menu",
    <MenuToggle key="menu">
      <a href="/">Home</a>
    </MenuToggle>,
  ],
];

// React drops a click on a part whose script has not run yet: until it has, the part's buttons are disabled.
it.each(islands)(
  "the %s's buttons are disabled in the server's HTML and enabled once its script runs",
  async (_, island) => {
    const { count, enabledBefore, disabledAfter } =
      await buttonsAcrossHydration(island);
    expect(count).toBeGreaterThan(0);
    expect(enabledBefore).toEqual([]);
    expect(disabledAfter).toEqual([]);
  },
);
