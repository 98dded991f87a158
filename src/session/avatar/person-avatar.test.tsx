// @vitest-environment happy-dom
import "../../test/dom-polyfills.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PersonAvatar } from "./person-avatar.tsx";

afterEach(cleanup);

describe("PersonAvatar", () => {
  it("draws the initials in a plain circle of antd's size, out of the accessibility tree", () => {
    const { container } = render(<PersonAvatar name="Hugo Lefebvre" size="small" className="in-a-cell" />);
    const circle = container.firstElementChild as HTMLElement;
    expect(circle).toHaveClass("person-avatar", "in-a-cell");
    expect(circle).not.toHaveClass("ant-avatar");
    expect(circle).toHaveAttribute("aria-hidden", "true");
    expect(circle.style.width).toBe("24px");
    expect(circle.querySelector('[data-initials="HL"]')).not.toBeNull();
    expect(circle).toHaveTextContent("");
  });

  it("takes a size in pixels", () => {
    const { container } = render(<PersonAvatar name="Hugo Lefebvre" size={72} />);
    expect((container.firstElementChild as HTMLElement).style.height).toBe("72px");
  });

  it("shows a picture through antd's Avatar, named by the person", () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <PersonAvatar name="Hugo Lefebvre" avatar="https://example.org/hugo.png" size="large" />
      </QueryClientProvider>,
    );
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", "https://example.org/hugo.png");
    expect(img).toHaveAttribute("alt", "Hugo Lefebvre");
    expect(container.querySelector(".ant-avatar")).not.toBeNull();
  });
});
