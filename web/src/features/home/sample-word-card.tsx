// An example of a saved word, so a visitor sees at a glance what they will be studying.
export function SampleWordCard() {
  return (
    <figure className="sample-card">
      <figcaption className="visually-hidden">An example of a saved word</figcaption>
      <div className="sample-card__top">
        <span className="chip">Travel</span>
        <span className="score-pill" title="Score 3: know very well">
          3
        </span>
      </div>
      <p className="sample-card__word">serendipity</p>
      <p className="sample-card__translation">casualidad afortunada</p>
      <hr className="sample-card__rule" />
      <p className="sample-card__sentence">Finding that little café was pure serendipity.</p>
      <p className="sample-card__translation">Encontrar ese pequeño café fue pura casualidad.</p>
      <p className="sample-card__meta">English → Spanish · audio for word and sentence</p>
    </figure>
  );
}
