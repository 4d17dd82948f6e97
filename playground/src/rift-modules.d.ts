// `.rift` files imported through the project's Vite plugin (`riftscript/vite`).
declare module "*.rift" {
  type RiftModule = import("../../compiler/vite-plugin.js").RiftModule;
  const module: RiftModule;
  export default module;
  export const file: RiftModule["file"];
  export const source: RiftModule["source"];
  export const unit: RiftModule["unit"];
  export const unitFiles: RiftModule["unitFiles"];
  export const definitions: RiftModule["definitions"];
  export const scenarios: RiftModule["scenarios"];
  export const unitDefinitions: RiftModule["unitDefinitions"];
  export const diagnostics: RiftModule["diagnostics"];
}

// Monaco's F8 peek widget, patched by `editor/marker-peek.ts` to wrap its message (the module
// ships as JavaScript only; the patch declares the little it reads of it).
declare module "monaco-editor/editor/contrib/gotoError/browser/gotoErrorWidget" {
  export const MarkerNavigationWidget: { prototype: object };
}
