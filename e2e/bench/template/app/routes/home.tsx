export function meta() {
  return [
    { title: "New React Router App" },
    { name: "description", content: "Welcome to React Router!" },
  ];
}

export default function Home() {
  return (
    <main>
      <h1>Welcome to React Router</h1>
      <p>The bare template page: a heading and a paragraph, server-rendered and hydrated.</p>
    </main>
  );
}
