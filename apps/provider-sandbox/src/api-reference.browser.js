// The reference page's "Try it" forms (served as /reference.js): each sends its call to this
// origin as the document describes it (query parameters or a JSON body, the bearer token, an
// Idempotency-Key for changes) and shows the status, the headers and the JSON answer.
for (const details of document.querySelectorAll("details.try")) details.hidden = false;

/** Fills a form's live region: a line of text per `["", text]`, a titled block per `[title, text]`. */
function show(result, lines) {
  result.replaceChildren(
    ...lines.flatMap(([title, text]) => {
      const block = document.createElement(title ? "pre" : "p");
      block.textContent = text;
      if (!title) return [block];
      const heading = document.createElement("p");
      heading.className = "meta";
      heading.textContent = title;
      return [heading, block];
    }),
  );
}

async function send(form) {
  const result = form.querySelector(".result");
  const headers = { accept: "application/json" };
  const query = new URLSearchParams();
  for (const field of form.querySelectorAll("[data-in=query]")) {
    const value = field.value.trim();
    if (value === "") continue;
    const values = field.hasAttribute("data-array") ? value.split(",") : [value];
    for (const one of values) query.append(field.name, one.trim());
  }
  let body;
  if (form.elements.body) {
    body = form.elements.body.value;
    try {
      JSON.parse(body);
    } catch (error) {
      show(result, [["", `The request body is not JSON: ${error.message}`]]);
      form.elements.body.focus();
      return;
    }
    headers["content-type"] = "application/json";
  }
  const token = form.elements.token?.value.trim();
  if (token) headers.authorization = `Bearer ${token}`;
  const key = form.elements.idempotency;
  if (key) headers["idempotency-key"] = key.value.trim() || crypto.randomUUID();
  const url = form.dataset.path + (query.size > 0 ? `?${query}` : "");
  const sent = `${form.dataset.method} ${url}${key ? `\nIdempotency-Key: ${headers["idempotency-key"]}` : ""}`;
  show(result, [["", "Sending…"]]);
  let response;
  try {
    response = await fetch(url, {
      method: form.dataset.method,
      headers,
      body,
      credentials: "omit",
    });
  } catch (error) {
    show(result, [
      ["Request", sent],
      ["", `The request failed: ${error.message}`],
    ]);
    return;
  }
  const text = await response.text();
  let answer = text;
  try {
    const parsed = JSON.parse(text);
    answer = JSON.stringify(parsed, null, 2);
    // A login's token goes into the empty token fields, ready for the user's calls.
    const newToken = parsed?.message?.token;
    if (typeof newToken === "string")
      for (const field of document.querySelectorAll("input[data-token]"))
        if (field.value === "") field.value = newToken;
  } catch {
    // Not JSON: shown as it came.
  }
  show(result, [
    ["", `Status ${response.status} ${response.statusText}`],
    ["Request", sent],
    [
      "Answer headers",
      [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n"),
    ],
    ["Answer body", answer],
  ]);
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.classList.contains("try-form")) return;
  event.preventDefault();
  // One request at a time per form; the button keeps its focus (a disabled one would lose it).
  if (form.dataset.busy) return;
  form.dataset.busy = "1";
  send(form).finally(() => {
    delete form.dataset.busy;
  });
});
