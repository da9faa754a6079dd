export default function Page() {
  return <main id="main" className="mx-auto max-w-6xl p-6">track</main>;
}
