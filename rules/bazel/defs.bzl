"""Bazel rules for Kiln: TypeScript compiled ahead of time into native executables.

    load("@kiln//rules/bazel:defs.bzl", "ts_native_library", "ts_native_binary", "ts_native_test")

    ts_native_library(name = "util", srcs = ["util.ts"], deps = ["//lib:strings"])
    ts_native_binary(name = "server", srcs = ["main.ts"], deps = [":util"], main = "main.ts")
    ts_native_test(name = "util_test", srcs = ["util_test.ts"], deps = [":util"])

Every module gets two actions: KilnInterface writes its interface file from its
own source (`kiln compile --iface-only`), KilnCompile its object, against the
interface files of its library and of every library it depends on, directly or
not (`--dep MODULE=FILE` pairs: declared inputs only, module paths relative to
the execution root, so no absolute path reaches an output).  An edit inside a
function body leaves the interface file byte-identical, so Bazel reruns that
module's compile alone and the link.  Binaries and tests link every object of
their transitive libraries with `kiln link`.

The actions run in a persistent worker (`kiln worker`, proto framing, or JSON
with `--define=kiln_worker_protocol=json`), multiplexed and cancellable, and
work unchanged under the local, sandboxed and remote strategies.  The compiler
is the `kiln` command of the repository `@kiln_build` (Kiln's build directory:
CMake writes its WORKSPACE and BUILD.bazel).  Kiln's own cache is off: Bazel's
caches hold the outputs.
"""

KilnInfo = provider(
    doc = "What dependents of a ts_native_library need.",
    fields = {
        "ifaces": "depset of interface files (.kif) of these modules and their dependencies",
        "objects": "depset of object files of these modules and their dependencies",
    },
)

_IFACE_DIR = "_kiln_iface/"

def _stem(src):
    return src.path[:-3] if src.path.endswith(".ts") else src.path

def _dep_pair(kif):
    # The module path is the part of the interface file's short path after _kiln_iface/.
    sp = kif.short_path
    i = sp.find(_IFACE_DIR)
    return "--dep=%s.ts=%s" % (sp[i + len(_IFACE_DIR):-4], kif.path)

def _worker_reqs(ctx):
    reqs = {
        "supports-workers": "1",
        "supports-multiplex-workers": "1",
        "supports-worker-cancellation": "1",
    }
    startup = ["worker"]
    if ctx.var.get("kiln_worker_protocol", "proto") == "json":
        reqs["requires-worker-protocol"] = "json"
        startup.append("--worker_protocol=json")
    return reqs, startup

def _run_kiln(ctx, mnemonic, progress, inputs, outputs, args):
    reqs, startup = _worker_reqs(ctx)
    args.use_param_file("@%s", use_always = True)
    args.set_param_file_format("multiline")
    ctx.actions.run(
        executable = ctx.executable._kiln,
        arguments = startup + [args],
        inputs = inputs,
        outputs = outputs,
        tools = ctx.files._kiln_files,
        mnemonic = mnemonic,
        progress_message = progress,
        execution_requirements = reqs,
        # kiln link runs the system `cc`, which needs a PATH to find its own parts.
        env = {"PATH": "/usr/bin:/bin", "KILN_CACHE": "off", "KILN_DAEMON": "off"},
    )

def _opt(ctx):
    return "-O0" if ctx.var.get("COMPILATION_MODE") == "dbg" else "-O2"

def _compile(ctx, main = None):
    """Interface files and objects of ctx.files.srcs; returns KilnInfo."""
    dep_ifaces = depset(transitive = [d[KilnInfo].ifaces for d in ctx.attr.deps])
    dep_objects = depset(transitive = [d[KilnInfo].objects for d in ctx.attr.deps])
    kifs = []
    for src in ctx.files.srcs:
        if not src.path.endswith(".ts"):
            fail("%s: a ts_native source must be a .ts file" % src.path)
        kif = ctx.actions.declare_file(_IFACE_DIR + _stem(src) + ".kif")
        args = ctx.actions.args()
        args.add_all(["compile", src.path, "--root", ".", "--iface-only", "--iface", kif.path])
        _run_kiln(ctx, "KilnInterface", "Interface of %s" % src.short_path, [src], [kif], args)
        kifs.append(kif)
    ifaces = depset(kifs, transitive = [dep_ifaces])
    objs = []
    for src in ctx.files.srcs:
        obj = ctx.actions.declare_file("_kiln_obj/" + _stem(src) + ".o")
        args = ctx.actions.args()
        args.add_all(["compile", src.path, "--root", ".", "-o", obj.path, "--no-cache", _opt(ctx)])
        args.add_all(ifaces, map_each = _dep_pair)
        if main and src == main:
            args.add("--main")
        _run_kiln(ctx, "KilnCompile", "Compiling %s" % src.short_path, depset([src], transitive = [ifaces]), [obj], args)
        objs.append(obj)
    return KilnInfo(ifaces = ifaces, objects = depset(objs, transitive = [dep_objects]))

def _library_impl(ctx):
    info = _compile(ctx)
    return [info, DefaultInfo(files = depset(transitive = [info.objects, info.ifaces]))]

def _main_of(ctx):
    if ctx.file.main:
        return ctx.file.main
    if len(ctx.files.srcs) == 1:
        return ctx.files.srcs[0]
    fail("%s: several srcs: say which is the main module (main = ...)" % ctx.label)

def _binary_impl(ctx):
    main = _main_of(ctx)
    info = _compile(ctx, main = main)
    exe = ctx.actions.declare_file(ctx.label.name)
    args = ctx.actions.args()
    args.add("link")
    args.add_all(info.objects)
    args.add_all(["-o", exe.path])
    _run_kiln(ctx, "KilnLink", "Linking %s" % exe.short_path, info.objects, [exe], args)
    return [DefaultInfo(executable = exe, files = depset([exe]))]

_COMMON = {
    "srcs": attr.label_list(allow_files = [".ts"], doc = "The modules (.ts)."),
    "deps": attr.label_list(providers = [KilnInfo], doc = "ts_native_library targets these modules import."),
    "_kiln": attr.label(default = "@kiln_build//:kiln", executable = True, allow_single_file = True, cfg = "exec"),
    "_kiln_files": attr.label(default = "@kiln_build//:compiler", cfg = "exec"),
}

ts_native_library = rule(
    implementation = _library_impl,
    attrs = _COMMON,
    provides = [KilnInfo],
    doc = "TypeScript modules compiled to objects and interface files.",
)

_BINARY_ATTRS = dict(_COMMON)
_BINARY_ATTRS["main"] = attr.label(allow_single_file = [".ts"], doc = "The main module (one of srcs).")

ts_native_binary = rule(
    implementation = _binary_impl,
    attrs = _BINARY_ATTRS,
    executable = True,
    doc = "A native executable: srcs (main first to run) and every library in deps.",
)

ts_native_test = rule(
    implementation = _binary_impl,
    attrs = _BINARY_ATTRS,
    test = True,
    doc = "A ts_native_binary that `bazel test` runs; it passes when it exits 0.",
)
