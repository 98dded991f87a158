import { describe, expect, it } from "vitest";
import { arrayLiteralElements } from "./pg-array";
import { expectApiError } from "./test-helpers";

describe("arrayLiteralElements", () => {
  it.each<[string, string[]]>([
    ["{}", []],
    ["{a}", ["a"]],
    ["{a,b}", ["a", "b"]],
    ["  { a , b c }  ", ["a", "b c"]],
    ['{"a,b","c\\"d",e\\,f}', ["a,b", 'c"d', "e,f"]],
    ['{"",x}', ["", "x"]],
    ["{NULL,null,a}", ["a"]],
    ['{"NULL",\\NULL}', ["NULL", "NULL"]],
    ["{a\\ }", ["a "]],
    ["{{1,2},{3,4}}", ["1", "2", "3", "4"]],
    ["[1:2]={x,y}", ["x", "y"]],
    ["{é,😀}", ["é", "😀"]],
  ])("%j", (text, values) => {
    expect(arrayLiteralElements(text)).toEqual(values);
  });

  it.each([
    ["5", 'Array value must start with "{" or dimension information.'],
    ["", 'Array value must start with "{" or dimension information.'],
    ["{a", "Unexpected end of input."],
    ["{a}x", "Junk after closing right brace."],
    ["{a,}", 'Unexpected "}" character.'],
    ["{,a}", 'Unexpected "," character.'],
    ['{"a"b}', "Unexpected array element."],
    ['{a"b}', 'Unexpected """ character.'],
    ["{a,{b}}", 'Unexpected "{" character.'],
    ["{{a},b}", "Unexpected array element."],
    ["[1:2]{a}", 'Missing "=" after array dimensions.'],
  ])("%j is malformed: %s", (text, details) => {
    expectApiError(() => arrayLiteralElements(text), {
      code: "22P02",
      message: `malformed array literal: "${text}"`,
      details,
    });
  });

  it("refuses more than 6 dimensions like PostgreSQL", () => {
    expectApiError(() => arrayLiteralElements(`${"{".repeat(7)}1${"}".repeat(7)}`), {
      code: "54000",
      message: "number of array dimensions (7) exceeds the maximum allowed (6)",
      details: null,
    });
  });
});
