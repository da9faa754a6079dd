export default function NotFound() {
  return <main id="main" className="p-6">404</main>;
}
