// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { describeIcon } from "./icon-a11y.ts";

const icon = (html: string) => {
  document.body.innerHTML = html;
  const node = document.querySelector<HTMLElement>("[data-icon]");
  if (!node) throw new Error("no icon");
  return node;
};

describe("describeIcon", () => {
  it("names in French an icon that is its button's only content (pagination arrow)", () => {
    const node = icon(
      '<li title="Page précédente"><button type="button" tabindex="-1"><span data-icon role="img" aria-label="left"></span></button></li>',
    );
    describeIcon(node, "left");
    expect(node.getAttribute("aria-label")).toBe("Précédent");
    expect(node.getAttribute("aria-hidden")).toBeNull();
  });

  it("names the sider's collapse arrow after what it does", () => {
    const node = icon(
      '<div class="ant-layout-sider-trigger"><button type="button"><span data-icon role="img" aria-label="left"></span></button></div>',
    );
    describeIcon(node, "left");
    expect(node.getAttribute("aria-label")).toBe("Replier le menu");
  });

  it("hides an icon beside its control's text", () => {
    const node = icon(
      '<button type="button"><span data-icon role="img" aria-label="search"></span><span>Filtrer</span></button>',
    );
    describeIcon(node, "search");
    expect(node.getAttribute("aria-hidden")).toBe("true");
    expect(node.getAttribute("aria-label")).toBeNull();
    expect(node.getAttribute("role")).toBeNull();
  });

  it("hides an icon outside any control (select arrow, table sorter) and an unknown one", () => {
    const arrow = icon('<span class="arrow"><span data-icon role="img" aria-label="down"></span></span>');
    describeIcon(arrow, "down");
    expect(arrow.getAttribute("aria-hidden")).toBe("true");
    const unknown = icon('<button type="button"><span data-icon role="img" aria-label="experiment"></span></button>');
    describeIcon(unknown, "experiment");
    expect(unknown.getAttribute("aria-hidden")).toBe("true");
  });

  it("names a clickable icon (the password's eye) and puts a control's hard-coded English label in French", () => {
    const eye = icon('<span data-icon role="img" tabindex="-1" aria-label="eye-invisible"></span>');
    describeIcon(eye, "eye-invisible");
    expect(eye.getAttribute("aria-label")).toBe("Afficher le mot de passe");
    const up = icon(
      '<span role="button" aria-label="Increase Value"><span data-icon role="img" aria-label="up"></span></span>',
    );
    describeIcon(up, "up");
    expect(up.parentElement?.getAttribute("aria-label")).toBe("Augmenter la valeur");
    expect(up.getAttribute("aria-hidden")).toBe("true");
  });
});
