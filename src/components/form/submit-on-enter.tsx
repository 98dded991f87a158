// Enter submits a form whose visible save button sits outside it (a modal's OK button, a
// card's "Enregistrer"): a form with several text fields and no submit button of its own is
// never submitted by Enter (HTML implicit submission). Put it inside the antd <Form>.
export const SubmitOnEnter = () => <button type="submit" hidden aria-hidden tabIndex={-1} />;
