// The auth mails' wording: a team invitation asks to choose a password; an invitation into a
// client's or a talent's space (redirect /client or /talent) says what the space holds and that a
// code will do next time.
import { describe, expect, it } from "vitest";
import { render } from "./mailer.ts";

const link = (redirect: string) =>
  `https://renfort.example/auth/v1/verify?token=t&type=invite&redirect_to=${encodeURIComponent(redirect)}`;

describe("render", () => {
  it("words a team invitation for a password", () => {
    const mail = render({
      type: "invite",
      to: "a@b.fr",
      link: link("https://renfort.example/auth/invitation"),
      otp: "123456",
    });
    expect(mail.subject).toBe("Vous êtes invité(e) à rejoindre Renfort");
    expect(mail.text).toContain("choisir votre mot de passe");
  });

  it("words a space invitation for the space, without a password", () => {
    const client = render({
      type: "invite",
      to: "a@b.fr",
      link: link("https://renfort.example/client"),
      otp: "123456",
    });
    expect(client.subject).toBe("Votre espace client Renfort");
    expect(client.text).toContain("Ouvrir mon espace : https://renfort.example/auth/v1/verify?");
    expect(client.text).not.toContain("mot de passe");
    const talent = render({
      type: "invite",
      to: "a@b.fr",
      link: link("https://renfort.example/talent/"),
      otp: "123456",
    });
    expect(talent.subject).toBe("Votre espace talent Renfort");
    expect(talent.html).toContain("vos relevés d&#39;heures");
  });

  it("keeps the sign-in mail as it is, whatever the redirect", () => {
    const mail = render({
      type: "magiclink",
      to: "a@b.fr",
      link: link("https://renfort.example/talent"),
      otp: "123456",
    });
    expect(mail.subject).toBe("Votre lien de connexion");
  });
});
