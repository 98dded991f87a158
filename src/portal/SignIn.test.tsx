// @vitest-environment happy-dom
// Signing in to a space with a code sent by e-mail: the address (never signing anyone up), the
// neutral answer, the code step with the focus in its field, a wrong code, a resend (and the
// pause the server asks between two e-mails), going back to change the address.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeClient } from "../test/portal-client.ts";
import { SignIn } from "./SignIn.tsx";

const REDIRECT = "https://renfort.example/talent";

function setup(options: Parameters<typeof fakeClient>[0] = {}) {
  const fake = fakeClient(options);
  const user = userEvent.setup();
  render(<SignIn client={fake.client} redirectTo={REDIRECT} />);
  return { ...fake, user };
}

async function askCode(user: ReturnType<typeof userEvent.setup>, email = "karim@exemple.fr") {
  await user.type(screen.getByLabelText("Adresse e-mail"), email);
  await user.click(screen.getByRole("button", { name: "Recevoir un code" }));
}

describe("signing in to a space", () => {
  it("asks for a code without signing anyone up, then moves to the code, focused and explained", async () => {
    const { auth, user } = setup();
    expect(screen.getByRole("heading", { level: 2, name: "Connexion" })).toBeInTheDocument();
    await askCode(user, "  karim@exemple.fr ");

    expect(auth.signInWithOtp).toHaveBeenCalledWith({
      email: "karim@exemple.fr",
      options: { shouldCreateUser: false, emailRedirectTo: REDIRECT },
    });
    expect(await screen.findByRole("heading", { name: "Saisissez votre code" })).toBeInTheDocument();
    const code = screen.getByLabelText("Code à 6 chiffres");
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(
      "Si l'adresse karim@exemple.fr est connue de votre agence, un e-mail contenant un code à 6 chiffres vient d'y être envoyé.",
    );
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
  });

  it("refuses an address that is not one, in French, without calling the server", async () => {
    const { auth, user } = setup();
    await askCode(user, "karim.exemple.fr");
    expect(screen.getByRole("alert")).toHaveTextContent("Indiquez une adresse e-mail valide.");
    expect(screen.getByLabelText("Adresse e-mail")).toHaveFocus();
    expect(screen.getByLabelText("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
    expect(auth.signInWithOtp).not.toHaveBeenCalled();
  });

  it("gives an unknown address the same answer as a known one", async () => {
    const { auth, user } = setup();
    auth.signInWithOtp.mockResolvedValueOnce({
      data: null,
      error: { name: "AuthApiError", status: 422, code: "otp_disabled", message: "Signups not allowed for otp" },
    });
    await askCode(user, "inconnu@exemple.fr");
    expect(await screen.findByRole("heading", { name: "Saisissez votre code" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says a wrong code in French and keeps the focus in the field; the right one signs in", async () => {
    const { auth, user } = setup();
    await askCode(user);
    const code = await screen.findByLabelText("Code à 6 chiffres");

    await user.type(code, "12345");
    await user.click(screen.getByRole("button", { name: "Me connecter" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Le code comporte 6 chiffres.");
    expect(auth.verifyOtp).not.toHaveBeenCalled();

    auth.verifyOtp.mockResolvedValueOnce({
      data: null,
      error: { name: "AuthApiError", status: 403, code: "otp_expired", message: "Token has expired or is invalid" },
    });
    await user.clear(code);
    await user.type(code, "000 000");
    await user.click(screen.getByRole("button", { name: "Me connecter" }));
    expect(auth.verifyOtp).toHaveBeenLastCalledWith({ email: "karim@exemple.fr", token: "000000", type: "email" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Code incorrect ou expiré. Vérifiez les 6 chiffres reçus ou demandez un nouveau code.",
    );
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("aria-invalid", "true");

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Me connecter" }));
    await waitFor(() => expect(auth.verifyOtp).toHaveBeenCalledTimes(2));
    expect(auth.verifyOtp).toHaveBeenLastCalledWith({ email: "karim@exemple.fr", token: "123456", type: "email" });
  });

  it("says too many tries apart from a wrong code", async () => {
    const { auth, user } = setup();
    await askCode(user);
    auth.verifyOtp.mockResolvedValueOnce({
      data: null,
      error: {
        name: "AuthApiError",
        status: 429,
        code: "over_request_rate_limit",
        message: "Request rate limit reached",
      },
    });
    await user.type(await screen.findByLabelText("Code à 6 chiffres"), "111111");
    await user.click(screen.getByRole("button", { name: "Me connecter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Trop d'essais. Patientez quelques minutes avant de réessayer.",
    );
  });

  it("sends the code again, or says to wait when the server asks for a pause between two e-mails", async () => {
    const { auth, user } = setup();
    await askCode(user);
    await user.click(await screen.findByRole("button", { name: "Renvoyer le code" }));
    expect(auth.signInWithOtp).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Un nouveau code a été envoyé, s'il existe un compte à cette adresse.",
    );
    expect(screen.getByLabelText("Code à 6 chiffres")).toHaveFocus();

    auth.signInWithOtp.mockResolvedValueOnce({
      data: null,
      error: {
        name: "AuthApiError",
        status: 429,
        code: "over_email_send_rate_limit",
        message: "Email rate limit exceeded",
      },
    });
    await user.click(screen.getByRole("button", { name: "Renvoyer le code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Un code vient d'être envoyé à cette adresse. Patientez une minute avant d'en demander un autre.",
    );
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says when the network fails", async () => {
    const { auth, user } = setup();
    auth.signInWithOtp.mockResolvedValueOnce({
      data: null,
      error: { name: "AuthRetryableFetchError", status: 0, message: "Failed to fetch" },
    });
    await askCode(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Connexion impossible. Vérifiez votre connexion puis réessayez.",
    );
    expect(screen.getByLabelText("Adresse e-mail")).toHaveFocus();
  });

  it("goes back to the address, kept and focused", async () => {
    const { user } = setup();
    await askCode(user);
    await user.click(await screen.findByRole("button", { name: "Changer d'adresse e-mail" }));
    const email = screen.getByLabelText("Adresse e-mail");
    expect(email).toHaveValue("karim@exemple.fr");
    expect(email).toHaveFocus();
  });

  it("is done with the keyboard alone", async () => {
    const { auth, user } = setup();
    await user.tab();
    expect(screen.getByLabelText("Adresse e-mail")).toHaveFocus();
    await user.keyboard("karim@exemple.fr{Enter}");
    expect(await screen.findByLabelText("Code à 6 chiffres")).toHaveFocus();
    await user.keyboard("654321{Enter}");
    await waitFor(() =>
      expect(auth.verifyOtp).toHaveBeenCalledWith({ email: "karim@exemple.fr", token: "654321", type: "email" }),
    );
  });
});
