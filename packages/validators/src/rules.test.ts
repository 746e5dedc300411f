import { describe, expect, it } from "vitest";
import { isValid, type RuleName, ruleNames } from "./index.ts";

/** For each rule: values just inside every bound, and values just outside or of a refused class. */
const cases: Record<RuleName, { valid: string[]; invalid: string[] }> = {
  pass: {
    valid: ["ab12", "a123", "1abc", "abcdefghijk123", "A1b2C3d4E5f6G7", "Zz09"],
    invalid: [
      "ab1", // 3: below 4
      "abcdefghijkl123", // 15: above 14
      "abcdef", // no digit
      "123456", // no letter
      "ab 12", // space
      "ab_12", // symbol
      "ab12!",
      "ａｂ12", // full-width letters are not Latin alphanumerics
      "ab١٢", // Arabic-Indic digits
      "",
    ],
  },
  vpsSystemPass: {
    valid: [
      "Abcdefgh1", // 9: lower bound
      `A${"b".repeat(30)}`, // 31: upper bound
      "a~!@#$%^&*()", // every listed symbol is accepted
      "b-_=+[]{}:;,.?/",
      "Server2026!",
      "Rooster-2026", // "roos" is not "root"
    ],
    invalid: [
      "Abcdefg1", // 8: below 9
      `A${"b".repeat(31)}`, // 32: above 31
      "1bcdefghi", // starts with a digit
      "!bcdefghi", // starts with a symbol
      "Myroot2026x", // contains root
      "MyROOT2026x", // case-insensitive
      "MytOOr2026x", // reversal of root
      "xAdministrator1", // contains administrator
      "xROTARTSINIMDA1", // reversal of administrator
      "Abcdefgh 1", // space is not listed
      'Abcdefgh"1', // quote is not listed
      "Abcdefgh\\1", // backslash is not listed
      "Abcdefgh|1",
      "Abcdefgh<1",
      "Abcdéfgh1", // non-ASCII letter
    ],
  },
  cvmSystemPass: {
    valid: ["Abcdefg-1x", `Ab1-${"x".repeat(26)}`, "a-B-c-D-1-2"],
    invalid: [
      "Abcdef-1x", // 9: below 10
      `Ab1-${"x".repeat(27)}`, // 31: above 30
      "abcdefg-1x", // no uppercase
      "ABCDEFG-1X", // no lowercase
      "Abcdefg-xy", // no digit
      "Abcdefgh1x", // no hyphen
      "Abcdefg_1x", // underscore not allowed
      "Abcdefg-1!", // symbol not allowed
    ],
  },
  managePass: {
    valid: ["abcde", "12345", "a!@#$", "%^&*(", ")-_=+", ".,?ab", "x".repeat(30)],
    invalid: ["abcd", "x".repeat(31), "abcd~", "abc de", "abc/d", "abc[d", "abc'd", "abcé1"],
  },
  number: {
    valid: ["a", "1", "Z".repeat(30), "Order2026"],
    invalid: ["", "x".repeat(31), "12-34", "12.34", "１２", " 12"],
  },
  money: {
    valid: ["0", "0.5", "0.05", "1", "12.3", "99999999", "99999999.99", "10.00"],
    invalid: [
      "100000000", // 9 digits
      "1.234", // 3 decimals
      "01", // leading zero
      "00.5",
      ".5",
      "5.",
      "-1",
      "+1",
      "1,000",
      "1e3",
      "",
    ],
  },
  ftpName: {
    valid: ["ftpuser1", `a${"1".repeat(29)}`, "1234567a"],
    invalid: ["ftpuse1", `a${"1".repeat(30)}`, "ftpuserx", "12345678", "ftp_user1", "ftp user1"],
  },
  typeMark: {
    valid: ["a", "web_01.prod-eu", "x".repeat(30), "_", ".-"],
    invalid: ["", "x".repeat(31), "web 01", "web/01", "网站", "web@01"],
  },
  typeName: {
    valid: ["网站", "web_服务器.01-eu", "a", "漢".repeat(30), "𠀀字"],
    invalid: ["", "漢".repeat(31), "web 01", "ウェブ", "웹", "web@01"],
  },
  onlyNum: {
    valid: ["1", "+1", "99999999999", "+12345678901", "10"],
    invalid: ["0", "+0", "012", "123456789012", "-1", "1.5", "++1", "", " 1"],
  },
  ipv4: {
    valid: ["0.0.0.0", "255.255.255.255", "192.168.1.1", "10.0.0.254", "1.2.3.4"],
    invalid: [
      "256.0.0.1",
      "1.2.3",
      "1.2.3.4.5",
      "01.2.3.4", // leading zero
      "1.2.3.04",
      "1.2.3.-1",
      "1.2.3.4 ",
      "a.b.c.d",
      "1..3.4",
      "",
    ],
  },
  ipv6: {
    valid: [
      "::",
      "::1",
      "2001:db8::1",
      "2001:0db8:0000:0000:0000:ff00:0042:8329",
      "fe80::",
      "1:2:3:4:5:6:7::",
      "::2:3:4:5:6:7:8",
      "::ffff:192.0.2.128",
      "64:ff9b::192.0.2.33",
      "1:2:3:4:5:6:1.2.3.4",
      "ABCD:EF01:2345:6789:ABCD:EF01:2345:6789",
    ],
    invalid: [
      "1:2:3:4:5:6:7:8:9",
      "1:2:3:4:5:6:7",
      "1::2::3",
      "1:2:3:4:5:6:7:8::", // :: must stand for at least one group
      "12345::",
      "g::1",
      ":1:2:3:4:5:6:7",
      "1:2:3:4:5:6:7:",
      ":::",
      "fe80::1%eth0", // zone identifiers are refused
      "1.2.3.4::",
      "::1.2.3",
      "1:2:3:4:5:6:7:1.2.3.4", // embedded IPv4 makes nine groups
      "[::1]",
      "",
    ],
  },
  CIDR: {
    valid: ["10.0.0.0/8", "0.0.0.0/0", "192.168.1.0/24", "1.2.3.4/32", "172.16.0.0/12"],
    invalid: [
      "10.0.0.0/33",
      "10.0.0.0/-1",
      "10.0.0.0",
      "10.0.0.0/",
      "10.0.0/8",
      "10.0.0.0/08",
      "::/0",
    ],
  },
  domain: {
    valid: [
      "a.b", // 3: lower bound
      "example.com",
      "my-site.co.uk",
      "xn--fiqs8s.xn--fiqz9s",
      "例子.中国",
      "ドメイン.jp",
      `${"a".repeat(63)}.com`,
      Array.from({ length: 4 }, () => "a".repeat(63)).join("."), // 255: upper bound
    ],
    invalid: [
      "ab", // below 3, and one label
      "localhost",
      `${"a".repeat(63)}.${"a".repeat(63)}.${"a".repeat(63)}.${"a".repeat(61)}.ab`, // 256
      `${"a".repeat(64)}.com`, // label of 64
      "-example.com",
      "example-.com",
      "exa_mple.com",
      "example..com",
      ".example.com",
      "example.com.",
      "example com.cn",
      "1.2.3.4",
      "example.123",
    ],
  },
  url: {
    valid: [
      "https://example.com",
      "http://example.com/path?q=1#top",
      "https://sub.example.co.uk:8443/a/b",
      "https://192.0.2.1/",
      "https://[2001:db8::1]/",
      "https://例子.中国/",
      `https://example.com/${"a".repeat(2048 - 20)}`,
    ],
    invalid: [
      "example.com",
      "ftp://example.com",
      "javascript:alert(1)",
      "https://",
      "https://exa mple.com",
      "https://example.com/a b",
      "https://user:pass@example.com/",
      "https://localhost/",
      "https:///example.com", // the parser would forgive the third slash; the rule does not
      "https:\\\\example.com",
      "https://example.com\n",
      `https://example.com/${"a".repeat(2048 - 19)}`,
    ],
  },
  mac: {
    valid: ["00:1A:2b:3C:4d:5E", "00-1a-2b-3c-4d-5e", "FF:FF:FF:FF:FF:FF"],
    invalid: [
      "00:1A:2b:3C:4d",
      "00:1A:2b:3C:4d:5E:6f",
      "00:1A-2b:3C:4d:5E",
      "00:1G:2b:3C:4d:5E",
      "001A2B3C4D5E",
    ],
  },
  portPair: {
    valid: ["1/65535", "80/8080", "65535/1", "22/22", "9999/10000", "65529/65530"],
    invalid: ["0/80", "80/65536", "80", "80/", "/80", "080/80", "80-8080", "80/8080/1", "70000/1"],
  },
  name: {
    valid: [
      "张三",
      "LiLei",
      "阿卜杜勒·拉赫曼",
      "约翰・史密斯",
      "José",
      "山田太郎",
      "Room101",
      "ab",
      "x".repeat(40),
    ],
    invalid: ["张", "x".repeat(41), "John Smith", "山田たろう", "Иван", "a_b", "a.b", "", "<b>"],
  },
  email: {
    valid: [
      "user@example.com",
      "first.last+tag@sub.example.co.uk",
      "o'brien@example.ie",
      "a@b.co",
      `${"a".repeat(64)}@example.com`,
      "user@例子.中国",
    ],
    invalid: [
      "user",
      "user@",
      "@example.com",
      "user@example",
      "user@@example.com",
      "a@b@example.com",
      ".user@example.com",
      "user.@example.com",
      "us..er@example.com",
      "us er@example.com",
      `${"a".repeat(65)}@example.com`,
      `a@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(61)}`, // 255
      "user@-example.com",
    ],
  },
  CNphone: {
    valid: ["13812345678", "19912345678", "15000000000"],
    invalid: [
      "12812345678",
      "1381234567",
      "138123456789",
      "23812345678",
      "+8613812345678",
      "138-1234-5678",
    ],
  },
  phone: {
    valid: ["123456", "1234567890123", "09012345678"],
    invalid: ["12345", "12345678901234", "123-456", "+1234567", "١٢٣٤٥٦"],
  },
  fixPhone: {
    valid: [
      "13812345678",
      "010-12345678",
      "01012345678",
      "0755-1234567",
      "0755-12345678",
      "021-1234567",
    ],
    invalid: [
      "12812345678",
      "10-12345678",
      "010-123456",
      "010-123456789",
      "0755--1234567",
      "(010)12345678",
    ],
  },
  uzip: {
    valid: ["100000", "518000", "000000"],
    invalid: ["10000", "1000000", "10000a", "100 000"],
  },
  phonePrefix: {
    valid: ["+1", "+86", "+852", "+1264"],
    invalid: ["+", "+12345", "86", "++86", "+8a", "+ 86"],
  },
};

describe.each(ruleNames)("%s", (name) => {
  const { valid, invalid } = cases[name];

  it.each(valid)("accepts %j", (value) => {
    expect(isValid(name, value)).toBe(true);
  });

  it.each(invalid)("refuses %j", (value) => {
    expect(isValid(name, value)).toBe(false);
  });
});

it("has boundary cases for every rule of the catalogue", () => {
  expect(Object.keys(cases).sort()).toEqual([...ruleNames].sort());
});
