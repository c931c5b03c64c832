#!/usr/bin/env python3
# tools/prove/words.py [CORE] : the word paths' zero-byte tests, proved
# exact for every input with z3 (SMT-LIB bit-vectors), from their source.
#
# It reads the helpers' bodies out of CORE/src/word.h and the ISAs' hook
# headers (word/arm.h, word/riscv.h) (one return expression each, or an inline asm statement), turns
# them into bit-vector terms and asks z3 to refute each lemma's negation,
# for 32- and 64-bit words and, where it matters, both byte orders:
#   haszero(x) != 0  <=>  some byte of x is 0              (yes/no exact)
#   haszero2(a, b) != 0  <=>  some byte of a or of b is 0
#   (and strnlen's haszero_k, haszero2_k, haszero_from_k, the same with
#   the constants passed in: ones and highs below)
#   haszero_from(lo, sh) != 0  <=>  a byte at memory index sh .. W-1 of
#       lo is 0, for every sh in 1 .. W-1 (it masks with head_mask)
#   merge(lo, hi, sh) is, in memory order, bytes sh .. W-1 of lo then
#       bytes 0 .. sh-1 of hi, for every sh in 1 .. W-1
#   nul_flags(x) != 0  <=>  some byte of x is 0
#   nul_index(x) is the memory index of x's first zero byte, if it has
#       one: with each definition of flag_index (CTZ, the multiply)
#   shift_out(w, b) is, in memory order, bytes b .. W-1 of w, then
#       anything, for every b in 1 .. W-1
# The instruction models (what each assumes of the instruction):
#   UADD8 d, n, m (ARMv7E-M): d[k] = (n[k] + m[k]) mod 256 and GE[k] = the
#       carry out of that 8-bit sum, for each byte k (4 of them);
#   SEL d, n, m: d[k] = GE[k] ? n[k] : m[k], with GE from the last UADD8;
#   ORC.B d, s (RISC-V Zbb): d[k] = 0xff if s[k] != 0, else 0x00.
# and of the builtins (as GCC documents them): __builtin_ctz* (STRL__CTZ)
# the index of the lowest set bit of a non-zero word; __builtin_bswap*
# (strl__swab) the word's bytes reversed.
# A helper this cannot read is an error, not a pass.  Prints one line per
# lemma and "words: N passed, N failed".
import os
import re
import subprocess
import sys

core = sys.argv[1] if len(sys.argv) > 1 else "freestanding"
src = os.path.join(core, "src")


def read(name):
    with open(os.path.join(src, name)) as f:
        return f.read()


def bodies(text, fn):
    """The bodies of every 'static inline size_t fn(...)' in text."""
    found = []
    for m in re.finditer(r"static inline (?:size_t|int) " + fn + r"\(([^)]*)\)\n\{\n(.*?)\n\}", text, re.S):
        params = [p.split()[-1].lstrip("*") for p in m.group(1).split(",")]
        found.append((params, m.group(2)))
    if not found:
        raise SystemExit("prove-words: no %s() in the source: update tools/prove/words.py" % fn)
    return found


def body(text, fn):
    """The body of 'static inline size_t fn(...)' in text."""
    return bodies(text, fn)[0]


def branches(code):
    """(big-endian return, little-endian return) of an #if byte-order body,
    or the one return twice."""
    m = re.search(r"#if .*__ORDER_BIG_ENDIAN__\n\treturn (.*?);\n#else\n\treturn (.*?);\n#endif", code, re.S)
    if m:
        return m.group(1), m.group(2)
    m = re.search(r"\treturn (.*?);", code, re.S)
    if not m:
        raise SystemExit("prove-words: a helper without a return expression:\n" + code)
    return m.group(1), m.group(1)


# --- C expressions to SMT-LIB terms ------------------------------------

TOKEN = re.compile(r"\s*(0x[0-9a-fA-F]+|\d+|[A-Za-z_]\w*|<<|>>|[-+*&|~()^,])")


def tokens(s):
    out, pos = [], 0
    s = s.strip()
    while pos < len(s):
        m = TOKEN.match(s, pos)
        if not m:
            raise SystemExit("prove-words: cannot read %r" % s[pos:])
        out.append(m.group(1))
        pos = m.end()
    return out


class Expr:
    """A recursive-descent reader of the C the helpers use: + - * << >> &
    ^ | ~, casts to size_t, calls of other helpers, macros, numbers."""

    def __init__(self, text, env, calls, width):
        self.t = tokens(text)
        self.i = 0
        self.env, self.calls, self.w = env, calls, width

    def peek(self):
        return self.t[self.i] if self.i < len(self.t) else None

    def take(self, want=None):
        tok = self.peek()
        if want is not None and tok != want:
            raise SystemExit("prove-words: expected %r, got %r in %s" % (want, tok, " ".join(self.t)))
        self.i += 1
        return tok

    def bv(self, n):
        return "(_ bv%d %d)" % (n % (1 << self.w), self.w)

    def parse(self):
        e = self.bitor()
        if self.peek() is not None:
            raise SystemExit("prove-words: trailing %r" % self.peek())
        return e

    def binary(self, sub, ops):
        e = sub()
        while self.peek() in ops:
            op = self.take()
            e = "(%s %s %s)" % (ops[op], e, sub())
        return e

    def bitor(self):
        return self.binary(self.bitxor, {"|": "bvor"})

    def bitxor(self):
        return self.binary(self.bitand, {"^": "bvxor"})

    def bitand(self):
        return self.binary(self.shift, {"&": "bvand"})

    def shift(self):
        return self.binary(self.add, {"<<": "bvshl", ">>": "bvlshr"})

    def add(self):
        return self.binary(self.mul, {"+": "bvadd", "-": "bvsub"})

    def mul(self):
        return self.binary(self.unary, {"*": "bvmul"})

    def unary(self):
        tok = self.peek()
        if tok == "~":
            self.take()
            return "(bvnot %s)" % self.unary()
        if tok == "-":
            self.take()
            return "(bvneg %s)" % self.unary()
        if tok == "(" and self.t[self.i + 1:self.i + 3] in (["size_t", ")"], ["unsigned", "int"]):
            self.take("(")
            while self.take() != ")":
                pass
            return self.unary()
        return self.primary()

    def primary(self):
        tok = self.take()
        if tok == "(":
            e = self.bitor()
            self.take(")")
            return e
        if re.match(r"\d|0x", tok):
            return self.bv(int(tok, 0))
        if tok in self.env:
            return self.env[tok]
        if tok in self.calls and self.peek() == "(":
            self.take("(")
            args = [self.bitor()]
            while self.peek() == ",":
                self.take(",")
                args.append(self.bitor())
            self.take(")")
            return self.calls[tok](*args)
        raise SystemExit("prove-words: unknown name %r" % tok)


def consts(width):
    b = width // 8
    ones = sum(1 << (8 * k) for k in range(b))
    # ones and highs: the constants the _k tests take, as strnlen passes
    # them (the contracts in tests/proof/words.h require them).
    return {"STRL__W": "(_ bv%d %d)" % (b, width),
            "STRL__ONES": "(_ bv%d %d)" % (ones, width),
            "STRL__HIGHS": "(_ bv%d %d)" % (ones * 0x80, width),
            "ones": "(_ bv%d %d)" % (ones, width),
            "highs": "(_ bv%d %d)" % (ones * 0x80, width)}


def c_function(text, fn, width, calls, order="le", which=0):
    """An SMT function of the named C helper's return expression (of its
    which-th definition)."""
    params, code = bodies(text, fn)[which]
    be, le = branches(code)
    expr = be if order == "be" else le

    def f(*args):
        env = dict(consts(width))
        env.update(zip(params, args))
        return Expr(expr, env, calls, width).parse()
    return f


# --- inline asm, with the instruction models ---------------------------

def byte(x, k):
    return "((_ extract %d %d) %s)" % (8 * k + 7, 8 * k, x)


def asm_function(text, fn, width):
    """An SMT function of a helper made of one asm statement and returns."""
    params, code = body(text, fn)
    m = re.search(r'__asm__\((.*?)\);', code, re.S)
    if not m:
        raise SystemExit("prove-words: no asm in %s()" % fn)
    parts = m.group(1).split(":")
    template = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', parts[0]))
    insns = [l.strip() for l in template.replace("\\n", "\n").replace("\\t", " ").split("\n") if l.strip()]
    outs = re.findall(r'"=&?r"\((\w+)\)', parts[1])
    ins = re.findall(r'"r"\(((?:[^()]|\([^()]*\))*)\)', parts[2])
    ret = re.search(r"return (.*?);", code.split("__asm__")[1].split(";", 1)[1], re.S).group(1)
    nb = width // 8

    def f(*args):
        env = dict(consts(width))
        env.update(zip(params, args))
        ops = outs + ins
        val = {}
        for name in outs:
            val[name] = "(_ bv0 %d)" % width
        ge = None

        def operand(tok):
            n = int(tok.strip().lstrip("%"))
            name = ops[n]
            if n < len(outs):
                return name, val[name]
            return None, Expr(name, env, {}, width).parse()

        for insn in insns:
            op, rest = insn.split(None, 1)
            args_ = [a.strip() for a in rest.split(",")]
            dst, _ = operand(args_[0])
            srcs = [operand(a)[1] for a in args_[1:]]
            if op == "uadd8":
                n_, m_ = srcs
                sums = ["(bvadd ((_ zero_extend 1) %s) ((_ zero_extend 1) %s))" % (byte(n_, k), byte(m_, k))
                        for k in range(nb)]
                ge = ["((_ extract 8 8) %s)" % s for s in sums]
                res = ["((_ extract 7 0) %s)" % s for s in sums]
            elif op == "sel":
                if ge is None:
                    raise SystemExit("prove-words: sel before uadd8 in %s()" % fn)
                n_, m_ = srcs
                res = ["(ite (= %s #b1) %s %s)" % (ge[k], byte(n_, k), byte(m_, k)) for k in range(nb)]
            elif op == "orc.b":
                s_, = srcs
                res = ["(ite (= %s #x00) #x00 #xff)" % byte(s_, k) for k in range(nb)]
            else:
                raise SystemExit("prove-words: no model of %r (in %s())" % (op, fn))
            val[dst] = "(concat %s)" % " ".join(reversed(res))
        env.update(val)
        return Expr(ret, env, {}, width).parse()
    return f


# --- the lemmas --------------------------------------------------------

def mem_byte(x, k, width, order):
    """Byte k of word x in memory order."""
    return byte(x, k if order == "le" else width // 8 - 1 - k)


def any_zero(words, width, order="le", lo=0):
    return "(or %s false)" % " ".join("(= %s #x00)" % mem_byte(w, k, width, order)
                                        for w in words for k in range(lo, width // 8))


results = []


def check(name, width, decls, claim):
    q = "(set-logic QF_BV)\n" + "".join("(declare-const %s (_ BitVec %d))\n" % (d, width) for d in decls)
    q += "(assert (not %s))\n(check-sat)\n" % claim
    r = subprocess.run(["z3", "-in", "-T:60"], input=q, capture_output=True, text=True)
    ok = r.stdout.strip() == "unsat"
    results.append(ok)
    print("%s %s (%d-bit)%s" % ("ok" if ok else "not ok", name, width,
                                "" if ok else ": z3 says " + (r.stdout.strip() or r.stderr.strip())))


def nz(e, width):
    return "(not (= %s (_ bv0 %d)))" % (e, width)


impl = read("word.h")
# The borrow trick's tests come first in word.h, the wrappers of an ISA's
# own (STRL__HAVE_ZTEST) second.
generic = impl
gen_h = generic[generic.index("static inline size_t strl__haszero("):]
families = [("portable", gen_h, c_function, (32, 64))]
for name, widths in (("arm", (32,)), ("riscv", (32, 64))):
    families.append((name, read("word/%s.h" % name), None, widths))

for family, text, kind, widths in families:
    for w in widths:
        calls = {}
        if kind is None:	# arch: asm helpers, and C ones over them
            for fn in re.findall(r"static inline size_t (strl__\w+)\(", text):
                if "__asm__" in body(text, fn)[1]:
                    calls[fn] = asm_function(text, fn, w)
            for fn in ("strl__haszero", "strl__haszero2"):
                if fn not in calls:
                    calls[fn] = c_function(text, fn, w, dict(calls))
        else:
            for fn in ("strl__haszero_k", "strl__haszero2_k"):
                calls[fn] = c_function(generic, fn, w, {})
            for fn in ("strl__haszero", "strl__haszero2"):
                calls[fn] = c_function(text, fn, w, dict(calls))
        hz, hz2 = calls["strl__haszero"], calls["strl__haszero2"]
        check("%s haszero exact" % family, w, ["x"], "(= %s %s)" % (nz(hz("x"), w), any_zero(["x"], w)))
        check("%s haszero2 exact" % family, w, ["a", "b"],
              "(= %s %s)" % (nz(hz2("a", "b"), w), any_zero(["a", "b"], w)))
        # strnlen's forms, with the constants passed in: the borrow trick's
        # own (the first definitions), or the arch tests' wrappers (the
        # second), called with the constants.
        which = 0 if kind else 1
        hzk = c_function(generic, "strl__haszero_k", w, dict(calls), which=which)
        hz2k = c_function(generic, "strl__haszero2_k", w, dict(calls), which=which)
        check("%s haszero_k exact" % family, w, ["x"],
              "(= %s %s)" % (nz(hzk("x", consts(w)["ones"], consts(w)["highs"]), w), any_zero(["x"], w)))
        check("%s haszero2_k exact" % family, w, ["a", "b"],
              "(= %s %s)" % (nz(hz2k("a", "b", consts(w)["ones"], consts(w)["highs"]), w),
                             any_zero(["a", "b"], w)))

for w in (32, 64):
    for order in ("le", "be"):
        mask = c_function(impl, "strl__head_mask", w, {}, order)
        merge = c_function(impl, "strl__merge", w, {}, order)
        hzk = c_function(generic, "strl__haszero_k", w, {})
        hz = c_function(gen_h, "strl__haszero", w, {"strl__haszero_k": hzk})
        hzf = c_function(impl, "strl__haszero_from", w,
                         {"strl__haszero": hz, "strl__head_mask": mask}, order)
        hzfk = c_function(impl, "strl__haszero_from_k", w,
                          {"strl__haszero_k": hzk, "strl__head_mask": mask}, order)
        for sh in range(1, w // 8):
            s = "(_ bv%d %d)" % (sh, w)
            end = "little" if order == "le" else "big"
            check("head mask, shift %d, %s-endian" % (sh, end), w, ["lo"],
                  "(= %s %s)" % (nz(hzf("lo", s), w), any_zero(["lo"], w, order, sh)))
            check("head mask _k, shift %d, %s-endian" % (sh, end), w, ["lo"],
                  "(= %s %s)" % (nz(hzfk("lo", s, consts(w)["ones"], consts(w)["highs"]), w),
                                 any_zero(["lo"], w, order, sh)))
            m = merge("lo", "hi", s)
            nb = w // 8
            eqs = " ".join("(= %s %s)" % (mem_byte(m, k, w, order),
                                          mem_byte("lo", k + sh, w, order) if k < nb - sh
                                          else mem_byte("hi", k - (nb - sh), w, order))
                           for k in range(nb))
            check("merge, shift %d, %s-endian" % (sh, "little" if order == "le" else "big"), w, ["lo", "hi"],
                  "(and %s)" % eqs)

def swab(x, width):
    return "(concat %s)" % " ".join(byte(x, k) for k in range(width // 8))


def ctz(x, width):
    e = "(_ bv%d %d)" % (width, width)
    for k in reversed(range(width)):
        e = "(ite (= ((_ extract %d %d) %s) #b1) (_ bv%d %d) %s)" % (k, k, x, k, width, e)
    return e


def first_zero(x, width, order):
    """The memory index of x's first zero byte (W if none)."""
    nb = width // 8
    e = "(_ bv%d %d)" % (nb, width)
    for k in reversed(range(nb)):
        e = "(ite (= %s #x00) (_ bv%d %d) %s)" % (mem_byte(x, k, width, order), k, width, e)
    return e


nidx = len(bodies(impl, "strl__flag_index"))
if nidx != 2:
    raise SystemExit("prove-words: %d definitions of strl__flag_index, not 2 (CTZ, multiply): update tools/prove/words.py" % nidx)
for w in (32, 64):
    flags = c_function(impl, "strl__flags", w, {})
    builtins = {"strl__flags": flags,
                "strl__swab": lambda x, w=w: swab(x, w),
                "STRL__CTZ": lambda x, w=w: ctz(x, w)}
    for order in ("le", "be"):
        end = "little" if order == "le" else "big"
        nf = c_function(impl, "strl__nul_flags", w, builtins, order)
        check("nul_flags exact, %s-endian" % end, w, ["x"],
              "(= %s %s)" % (nz(nf("x"), w), any_zero(["x"], w, order)))
        for which, how in ((0, "CTZ"), (1, "multiply")):
            fi = c_function(impl, "strl__flag_index", w, builtins, which=which)
            ni = c_function(impl, "strl__nul_index", w,
                            {"strl__flag_index": fi, "strl__nul_flags": nf}, order)
            check("nul_index (%s), %s-endian" % (how, end), w, ["x"],
                  "(=> %s (= %s %s))" % (any_zero(["x"], w, order), ni("x"), first_zero("x", w, order)))
        so = c_function(impl, "strl__shift_out", w, {}, order)
        for b in range(1, w // 8):
            r = so("w", "(_ bv%d %d)" % (b, w))
            eqs = " ".join("(= %s %s)" % (mem_byte(r, k, w, order), mem_byte("w", k + b, w, order))
                           for k in range(w // 8 - b))
            check("shift_out %d, %s-endian" % (b, end), w, ["w"], "(and %s)" % eqs)

bad = results.count(False)
print("words: %d passed, %d failed" % (len(results) - bad, bad))
sys.exit(1 if bad else 0)
