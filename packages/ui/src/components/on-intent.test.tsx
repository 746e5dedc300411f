import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInContext, setupUser } from "../test-utils.tsx";
import {
  OnIntent,
  OpenedPart,
  type PartLoader,
  partLoader,
  type TriggerProps,
} from "./on-intent.tsx";

function Menu({ trigger, note }: { trigger: TriggerProps; note: string }) {
  return (
    <>
      <button type="button" {...trigger} aria-expanded />
      <div role="menu" aria-label={note} />
    </>
  );
}

const trigger: TriggerProps = { "aria-label": "Account", "aria-haspopup": "menu", children: "A" };

describe("OnIntent", () => {
  it("loads the part when pointed at, and opens it only when pressed", async () => {
    const load = vi.fn(async () => Menu);
    const user = setupUser();
    renderInContext(<OnIntent part={partLoader(load)} trigger={trigger} props={{ note: "m" }} />);
    const button = screen.getByRole("button", { name: "Account" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(load).not.toHaveBeenCalled();
    await user.hover(button);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
    await user.click(button);
    expect(await screen.findByRole("menu", { name: "m" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(["{Enter}", " ", "{ArrowDown}"])("opens with %s from the keyboard", async (key) => {
    const user = setupUser();
    renderInContext(
      <OnIntent part={partLoader(async () => Menu)} trigger={trigger} props={{ note: "k" }} />,
    );
    await user.tab();
    expect(screen.getByRole("button", { name: "Account" })).toHaveFocus();
    await user.keyboard(key);
    expect(await screen.findByRole("menu", { name: "k" })).toBeInTheDocument();
  });

  it("keeps the button when the part cannot be fetched, and tries again on the next press", async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error("offline");
      return Menu;
    });
    const user = setupUser();
    renderInContext(<OnIntent part={partLoader(load)} trigger={trigger} props={{ note: "o" }} />);
    await user.click(screen.getByRole("button", { name: "Account" }));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("button", { name: "Account" })).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole("button", { name: "Account" }));
    expect(await screen.findByRole("menu", { name: "o" })).toBeInTheDocument();
  });
});

function Panel() {
  return <div role="dialog" aria-label="Panel" />;
}

/** Something opened by a flag, as the chat panel and the coupon popover are. */
function Opened({ part }: { part: PartLoader<object> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p>{open ? "open" : "closed"}</p>
      <OpenedPart part={part} open={open} setOpen={setOpen} props={{}} />
    </>
  );
}

describe("OpenedPart", () => {
  it("fetches the part once it is open, not before", async () => {
    const load = vi.fn(async () => Panel);
    const user = setupUser();
    renderInContext(<Opened part={partLoader(load)} />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("dialog", { name: "Panel" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("closes again when the part cannot be fetched, and opens on the next try", async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error("offline");
      return Panel;
    });
    const user = setupUser();
    renderInContext(<Opened part={partLoader(load)} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText("closed")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("dialog", { name: "Panel" })).toBeInTheDocument();
  });
});
