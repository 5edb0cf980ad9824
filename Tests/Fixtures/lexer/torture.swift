#!/usr/bin/env swift
let r1 = #"She said "hi" \(notInterpolated) \#(name)"#
let r2 = ##"contains "# and \#(x) literally"##
let r3 = "a \(b ? "x\(c)y" : "\("z")") d"
let r4 = "\(items.map { "\($0)" }.joined(separator: "}"))"
let r5 = "\u{1F600}\t\\\"\0"
let re1 = /[a-z]+\/\d{2}/
let re2 = #/usr/lib/(\w+)/vmlinuz/#
let q = a / b / c
let unapplied = array.reduce(1, /) / 5
/* outer /* nested */ still comment */ let n = 1
let `class` = 1; func `adds two numbers`() {}
let kp = \Item.tags[0]?.name.count; let kp2 = \.element.id
let sh = items.map { $0.name }.filter { _ in true }; let pw = $text
#Preview("Dark") { ContentView() }
let y = if flag { 1 } else { 2 }; let z = switch v { case .a: "A" default: "B" }
func f(_ x: consuming Foo, _ y: borrowing Bar) { let z = consume x }
func load() throws(LoadError) -> Data { fatalError() }
if #available(iOS 17, *) {} else if #unavailable(iOS 16) {}
let h = 0x1p-2 + 1_000.5e3 + 0b1010 + 0o17 + -1
let ops = a?.b!.c ?? d ..< f; infix operator <~> : AdditionPrecedence
let g: Array<Array<Int>> = []; let sh2 = x >> 2
struct NC: ~Copyable {}; func packs<each T>(_ t: repeat each T) {}
