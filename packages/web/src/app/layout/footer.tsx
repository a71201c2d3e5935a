export function Footer() {
  return (
    <footer className="border-t border-border">
      <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted">
        © <span className="tabular-nums">{new Date().getFullYear()}</span> Cardology
      </p>
    </footer>
  );
}
