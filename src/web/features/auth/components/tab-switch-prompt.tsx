/** "No account yet? Create one" under a form: a question and a button that shows the other tab. */
export function TabSwitchPrompt({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="text-center text-sm text-muted">
      {question}{' '}
      <button
        type="button"
        onClick={onClick}
        className="cursor-pointer font-semibold text-primary-strong underline-offset-4 hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
