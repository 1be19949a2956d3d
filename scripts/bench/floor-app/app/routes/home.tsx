// The floor page: about the size of a signed-in list page (~26 KB of HTML):
// 10 navigation links, 60 cards each with its own link, their data from a
// loader (so the page carries React Router's inline data like ours do).
import { Link, useLoaderData } from "react-router";

const NAV = [
  "Home",
  "Discover",
  "Auditions",
  "Jobs",
  "Collaborate",
  "Feed",
  "News",
  "Library",
  "Help",
  "About",
];

export function meta() {
  return [{ title: "Floor" }, { name: "description", content: "A bare React Router page." }];
}

export function loader() {
  return {
    cards: Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      title: `Card title number ${i + 1}`,
      place: i % 2 === 0 ? "Mumbai" : "Bengaluru",
      summary: "A short line about this card.",
    })),
  };
}

export default function Home() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <header>
        <nav aria-label="Main">
          <ul>
            {NAV.map((name) => (
              <li key={name}>
                <Link to={`/${name.toLowerCase()}`}>{name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <h1>Floor</h1>
        <ul className="cards">
          {cards.map((card) => (
            <li key={card.id} className="card rounded-lg border bg-card p-4 shadow-sm">
              <article>
                <h2 className="text-lg font-semibold">
                  <Link to={`/cards/${card.id}`}>{card.title}</Link>
                </h2>
                <p className="text-sm text-muted-foreground">{card.place}</p>
                <p className="mt-2 text-sm">{card.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
