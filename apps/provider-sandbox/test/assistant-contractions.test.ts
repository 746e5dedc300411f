// English contractions typed without their apostrophe (whats, wont) are function words, not words
// the documentation lacks: a question using them is read as if written out.
import { describe, expect, it } from "vitest";
import { withoutContractions } from "../src/provider/assistant/contractions.ts";
import { createAssistant } from "../src/provider/assistant.ts";
import { docs } from "./assistant-docs.ts";

const assistant = createAssistant(docs);

describe("English contractions", () => {
  it("are written out, with or without the apostrophe", () => {
    expect(withoutContractions("whats the limit, it wont take it and I can’t log in", "en")).toBe(
      "what is the limit, it will not take it and I cannot log in",
    );
    expect(withoutContractions("Whats left", "en")).toBe("What is left");
  });

  it("leave words that are words without the apostrophe, and other languages, alone", () => {
    expect(withoutContractions("its disks were ill", "en")).toBe("its disks were ill");
    expect(withoutContractions("whats", "zh")).toBe("whats");
  });

  it("do not make a question the docs answer look like one they do not", () => {
    const answer = assistant.retrieve(
      "the sign up form wont take my password, whats the max length for an account password",
    );
    expect(answer.parts[0]?.section.heading).toBe("Sign up");
  });
});
